import { Trans, useLingui } from "@lingui/react/macro";
import {
  AllowanceFormSchema,
  BADGE_AREA_STEP,
  BADGE_MINIMUM,
  type BadgeParticipant,
} from "@rawaq/domain/badges";
import { localized } from "@rawaq/domain/bilingual";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { type FormEvent, useId, useState } from "react";
import { useToast } from "../../components/toasts.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { badgesApi } from "../../lib/api.ts";
import { formatCount } from "../../lib/format-count.ts";

export interface AllowanceCardProps {
  participant: BadgeParticipant;
  onSaved: () => Promise<unknown> | void;
}

/** An organization's badges in an event: how many it may name, and raising that number. */
export function AllowanceCard({ participant, onSaved }: AllowanceCardProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [isEditing, setEditing] = useState(false);
  const eventName = localized(participant.event_name, locale);
  return (
    <section
      aria-labelledby="allowance"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="allowance" className="text-lg font-semibold text-brand-900">
          <Trans>Badge allowance</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <bdi>{participant.organization_name}</bdi> · <bdi>{eventName}</bdi> ·{" "}
          {t`${formatCount(participant.confirmed_area, locale)} m² confirmed`}
        </p>
        <p data-slot="allowance" className="font-medium">
          {t`Badges named: ${formatCount(participant.used, locale)} of ${formatCount(participant.allowance, locale)}`}
        </p>
      </div>
      <Button className="ms-auto" variant="secondary" onClick={() => setEditing(true)}>
        <Trans>Raise the allowance</Trans>
      </Button>
      {isEditing ? (
        <AllowanceDialog
          participant={participant}
          onClose={() => setEditing(false)}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}

function AllowanceDialog({
  participant,
  onClose,
  onSaved,
}: AllowanceCardProps & { onClose: () => void }) {
  const { t } = useLingui();
  const formId = useId();
  const toast = useToast();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: { allowance: String(participant.allowance) },
    schema: AllowanceFormSchema,
    ...formTexts,
    onSubmit: async (values) => {
      const answer = await badgesApi.admin.setAllowance({
        organization_id: participant.organization_id,
        event_id: participant.event_id,
        // Read as a number by the form's schema (AllowanceFormSchema).
        allowance: values.allowance,
      });
      await onSaved();
      toast(answer.message ?? t`The badge allowance has been saved.`);
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Raise the allowance`}
      // The rule's own numbers (packages/domain/src/badges.ts), so the text cannot disagree.
      description={t`The rule gives ${BADGE_MINIMUM} badges per ${BADGE_AREA_STEP} m² confirmed, at least ${BADGE_MINIMUM}; the organization gets the larger of the rule and this number.`}
      closeLabel={t`Close`}
      size="sm"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} isLoading={form.isSubmitting}>
            <Trans>Save the allowance</Trans>
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event: FormEvent) => void form.handleSubmit(event)}
      >
        {form.formMessage ? <Alert variant="danger">{form.formMessage}</Alert> : null}
        <TextField
          label={t`Badges allowed`}
          dir="ltr"
          inputMode="numeric"
          normalizeDigits
          required
          {...form.getFieldProps("allowance")}
        />
      </form>
    </Dialog>
  );
}
