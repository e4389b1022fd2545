import { Trans, useLingui } from "@lingui/react/macro";
import { DECISION_REASON_MAX_LENGTH } from "@rawaq/domain/review";
import { required, rule } from "@rawaq/domain/rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { useForm } from "@rawaq/ui/form";
import type { ReactNode } from "react";
import { TextAreaField } from "./text-area-field.tsx";
import { useFormMessages } from "../i18n/form-messages.ts";

export type Decision = "approve" | "reject";

// The longest reason the API accepts (DecisionInputSchema), counted as it is typed.
const reasonRules = {
  approve: [rule("too_long", (value) => String(value).length <= DECISION_REASON_MAX_LENGTH)],
  reject: [
    required,
    rule("too_long", (value) => String(value).length <= DECISION_REASON_MAX_LENGTH),
  ],
};

export interface DecisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  decision: Decision;
  title: ReactNode;
  description?: ReactNode;
  /** The confirming button's text. */
  confirmLabel: ReactNode;
  /**
   * Sends the decision. A rejection always carries a reason; an approval asks for none. A thrown
   * ApiError is shown in the dialog (useForm); close the dialog yourself on success.
   */
  onConfirm: (reason: string) => Promise<void>;
}

/**
 * Confirms an approval, or asks for the reason of a rejection (required: the exhibitor reads it).
 * The server's message and field errors are shown inside the dialog.
 */
export function DecisionDialog({
  open,
  onOpenChange,
  decision,
  title,
  description,
  confirmLabel,
  onConfirm,
}: DecisionDialogProps) {
  const { t } = useLingui();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: { reason: "" },
    rules: { reason: reasonRules[decision] },
    ...formTexts,
    onSubmit: ({ reason }) => onConfirm(decision === "reject" ? reason.trim() : ""),
  });

  const formId = `${form.fieldId("reason")}-form`;

  function handleOpenChange(next: boolean) {
    // Leave nothing behind for the next decision; closing is not allowed mid-request.
    if (form.isSubmitting) return;
    if (!next) form.reset();
    onOpenChange(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      title={title}
      description={description}
      closeLabel={t`Close`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={form.isSubmitting}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            variant={decision === "reject" ? "danger" : "primary"}
            isLoading={form.isSubmitting}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={form.handleSubmit}
        noValidate
        className="flex flex-col gap-4 pb-2"
      >
        {form.formMessage && <Alert variant="danger">{form.formMessage}</Alert>}
        {decision === "reject" && (
          <TextAreaField
            label={t`Reason for rejection`}
            required
            rows={4}
            maxLength={DECISION_REASON_MAX_LENGTH}
            {...form.getFieldProps("reason")}
          />
        )}
      </form>
    </Dialog>
  );
}
