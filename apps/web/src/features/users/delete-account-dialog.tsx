import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/errors";
import { ObligationsResultSchema } from "@rawaq/api-client/profile";
import { AdminAccountDeletionInputSchema, type Obligation } from "@rawaq/domain/privacy";
import type { AdminUser } from "@rawaq/domain/user";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { useForm } from "@rawaq/ui/form";
import { useState } from "react";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";

type ReasonAction = (typeof AdminAccountDeletionInputSchema.entries.reason.pipe)[number];

/** The longest reason the API keeps: the schema's own limit, so the counter cannot drift from it. */
const REASON_MAX_LENGTH = AdminAccountDeletionInputSchema.entries.reason.pipe.find(
  (action): action is Extract<ReasonAction, { type: "max_length" }> => action.type === "max_length",
)?.requirement;

/**
 * What a refused deletion names (409): the last manager's held booths and unpaid invoices, or
 * null for any other failure.
 */
function obligationsOf(error: unknown): Obligation[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  // NOTE: the web app does not depend on valibot itself; its schemas are Standard Schemas,
  // validated synchronously.
  const result = ObligationsResultSchema["~standard"].validate(error.data);
  if (result instanceof Promise || result.issues) return null;
  return result.value.obligations;
}

export interface DeleteAccountDialogProps {
  /** The account to delete; the dialog is open while it is set. */
  user: Pick<AdminUser, "id" | "first_name" | "last_name"> | null;
  /** Closes the dialog (Cancel, Escape); not called after a deletion. */
  onClose: () => void;
  /** After the deletion, with the server's message: close the dialog and refresh the list. */
  onDeleted: (message: string) => void | Promise<void>;
}

/**
 * Deletes an account on the person's request (issue 31, the PDPL): asks for the reason, which the
 * audit log keeps. A refusal is said in the dialog, with the booths and invoices to settle first
 * when the person is the last manager of a publishing house.
 */
export function DeleteAccountDialog({ user, onClose, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const formTexts = useFormMessages();
  const [obligations, setObligations] = useState<Obligation[] | null>(null);
  // The name stays in the title while the dialog closes (the parent has already cleared it).
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);

  const form = useForm({
    initialValues: { reason: "" },
    schema: AdminAccountDeletionInputSchema,
    ...formTexts,
    onSubmit: async ({ reason }) => {
      if (!user) return;
      setObligations(null);
      try {
        const answer = await api.admin.deleteUser(user.id, reason);
        form.reset();
        await onDeleted(answer.message ?? t`Done.`);
      } catch (error) {
        // The refusal's message is the form's (above the field); what blocks it is listed with it.
        setObligations(obligationsOf(error));
        throw error;
      }
    },
  });
  const formId = `${form.fieldId("reason")}-form`;

  function handleOpenChange(next: boolean) {
    // Closing is not allowed mid-request; the next account starts from an empty form.
    if (form.isSubmitting || next) return;
    form.reset();
    setObligations(null);
    onClose();
  }

  const firstName = shown?.first_name ?? "";
  const lastName = shown?.last_name ?? "";

  return (
    <Dialog
      open={user !== null}
      onOpenChange={handleOpenChange}
      title={
        <Trans>
          Delete the account of{" "}
          <bdi>
            {firstName} {lastName}
          </bdi>
        </Trans>
      }
      description={
        <Trans>
          Their profile, photo, identity document and sessions are destroyed for good. The
          fair&apos;s records keep what they did, without their name. This cannot be undone.
        </Trans>
      }
      closeLabel={t`Close`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={form.isSubmitting}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" isLoading={form.isSubmitting}>
            <Trans>Delete the account</Trans>
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
        {form.formMessage ? (
          <Alert variant="danger">
            <p>{form.formMessage}</p>
            {obligations && obligations.length > 0 ? (
              <ul data-slot="obligations" className="mt-2 list-disc ps-5">
                {obligations.map((obligation) => (
                  <li key={`${obligation.kind}:${obligation.event_id}:${obligation.reference}`}>
                    <ObligationLine obligation={obligation} />
                  </li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        <TextAreaField
          label={t`Reason for the deletion`}
          hint={t`Say how and when the person asked. The audit log keeps the reason.`}
          required
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          {...form.getFieldProps("reason")}
        />
      </form>
    </Dialog>
  );
}

/** One booth held or invoice not paid, naming its event. */
function ObligationLine({ obligation }: { obligation: Obligation }) {
  const reference = obligation.reference;
  const eventName = obligation.event_name;
  // A booth's code and an invoice's number are kept whole (A-14, INV-2026-0001).
  return obligation.kind === "held_booth" ? (
    <Trans>
      Booth <bdi className="whitespace-nowrap">{reference}</bdi> held for <bdi>{eventName}</bdi>
    </Trans>
  ) : (
    <Trans>
      Invoice <bdi className="whitespace-nowrap">{reference}</bdi> of <bdi>{eventName}</bdi> not
      paid
    </Trans>
  );
}
