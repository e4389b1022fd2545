import { Trans, useLingui } from "@lingui/react/macro";
import {
  FAIR_RULES,
  type FairRule,
  type RuleBreach,
  RuleExceptionInputSchema,
} from "@rawaq/domain/fair-rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { useForm } from "@rawaq/ui/form";
import { Select } from "@rawaq/ui/select";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { useRuleLabels } from "../../features/fair-rules/rule-labels.ts";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";

type ReasonAction = (typeof RuleExceptionInputSchema.entries.reason.pipe)[number];

/** The longest reason the API keeps: the schema's own limit, so the counter cannot drift from it. */
const REASON_MAX_LENGTH = RuleExceptionInputSchema.entries.reason.pipe.find(
  (action): action is Extract<ReasonAction, { type: "max_length" }> => action.type === "max_length",
)?.requirement;

/** A house in breach, as the exception needs it. */
export interface ExceptionHouse {
  organization: { id: string; name: string };
  breaches: RuleBreach[];
}

/** The rules `house` breaks and is not excepted from, in the rules' order. */
export function exceptableRules(house: ExceptionHouse): FairRule[] {
  return FAIR_RULES.filter((rule) =>
    house.breaches.some((breach) => breach.rule === rule && !breach.excepted),
  );
}

export interface ExceptionDialogProps {
  eventId: string;
  house: ExceptionHouse;
  /** Closes the dialog (Cancel, Escape, or once granted). */
  onClose: () => void;
  /** After the exception is granted, with the server's message: refresh and say it. */
  onGranted: (message: string | undefined) => void | Promise<void>;
}

/**
 * Grants a house an exception to one rule it breaks: the breach stays shown to the house, with the
 * reason given here, and is no longer enforced. Mount it for one house (keyed by it): its fields
 * start afresh for each.
 */
export function ExceptionDialog({ eventId, house, onClose, onGranted }: ExceptionDialogProps) {
  const { t } = useLingui();
  const { names } = useRuleLabels();
  const formTexts = useFormMessages();
  const rules = exceptableRules(house);
  const form = useForm({
    initialValues: {
      organization_id: house.organization.id,
      rule: rules.length === 1 ? rules[0]! : "",
      reason: "",
    },
    schema: RuleExceptionInputSchema,
    ...formTexts,
    fieldLabels: { ...formTexts.fieldLabels, rule: t`rule` },
    onSubmit: async (input) => {
      const answer = await api.fairRules.admin.grantException(eventId, input);
      await onGranted(answer.message);
      onClose();
    },
  });
  const formId = `${form.fieldId("reason")}-form`;
  const houseName = house.organization.name;

  function handleOpenChange(next: boolean) {
    // Closing is not allowed mid-request.
    if (form.isSubmitting || next) return;
    onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={handleOpenChange}
      title={t`Grant an exception`}
      description={
        <Trans>
          The publishing house <bdi>{houseName}</bdi> keeps seeing the breach, with this reason, but
          the rule is no longer enforced on it.
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
          <Button type="submit" form={formId} isLoading={form.isSubmitting}>
            <Trans context="exception">Grant</Trans>
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
        {form.formMessage ? <Alert variant="danger">{form.formMessage}</Alert> : null}
        {/* Only the server speaks of the house: one no longer taking part in the fair. */}
        {form.errors.organization_id ? (
          <Alert variant="danger">{form.errors.organization_id}</Alert>
        ) : null}
        <Select
          id={form.fieldId("rule")}
          label={t`Rule`}
          options={rules.map((rule) => ({ value: rule, label: names[rule] }))}
          value={form.values.rule}
          onValueChange={(value) => form.setValue("rule", value, { shouldValidate: true })}
          placeholder={t`Choose the rule`}
          error={form.errors.rule}
          required
        />
        <TextAreaField
          label={t`Reason`}
          hint={t`The house reads it beside the breach.`}
          required
          rows={4}
          maxLength={REASON_MAX_LENGTH}
          {...form.getFieldProps("reason")}
        />
      </form>
    </Dialog>
  );
}
