import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import {
  type FairEvent,
  type ParticipationRequest,
  REQUEST_NOTES_MAX_LENGTH,
  RequestInputSchema,
  RequestUpdateSchema,
} from "@rawaq/domain/participation";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { Select } from "@rawaq/ui/select";
import { TextField } from "@rawaq/ui/text-field";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { participationApi } from "../../lib/api.ts";

export interface RequestFormProps {
  /** Editing an existing draft (or one sent back); otherwise a new request. */
  request?: ParticipationRequest;
  /** The events open for registration (new requests only). */
  events?: FairEvent[];
  onSaved: (request: ParticipationRequest, message: string) => void;
}

/** A participation request's fields: event, requested area and booth type, titles, notes. */
export function RequestForm({ request, events = [], onSaved }: RequestFormProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: {
      event_id: request?.event.id ?? (events.length === 1 ? events[0]!.id : ""),
      requested_area: request ? String(request.requested_area) : "",
      booth_type: request?.booth_type ?? "standard",
      titles_count: request ? String(request.titles_count) : "",
      notes: request?.notes ?? "",
    },
    schema: request ? RequestUpdateSchema : RequestInputSchema,
    ...formTexts,
    // The schema's output: the area and the titles read as numbers, the booth type checked.
    onSubmit: async ({ event_id, ...input }) => {
      const answer = request
        ? await participationApi.updateRequest(request.id, input)
        : await participationApi.createRequest({ ...input, event_id });
      onSaved(answer.data.request, answer.message ?? "");
    },
  });
  const field = form.getFieldProps;
  const boothTypes = [
    { value: "standard", label: t`Standard` },
    { value: "corner", label: t`Corner` },
    { value: "island", label: t`Island` },
  ];

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      className="flex flex-col gap-4"
    >
      {form.errorList.length > 0 && (
        <ErrorSummary title={t`Please correct the following:`} errors={form.errorList} />
      )}
      {form.formMessage && form.errorList.length === 0 && (
        <Alert variant="danger">{form.formMessage}</Alert>
      )}
      {request ? null : (
        <Select
          label={t`Event`}
          required
          placeholder={t`Choose the event`}
          options={events.map((event) => ({
            value: event.id,
            label: localized(event.name, locale),
          }))}
          value={form.values.event_id}
          onValueChange={(value) => form.setValue("event_id", value, { shouldValidate: true })}
          error={form.errors.event_id}
          id={form.fieldId("event_id")}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t`Requested area (m²)`}
          inputMode="numeric"
          normalizeDigits
          required
          {...field("requested_area")}
        />
        <Select
          label={t`Booth type`}
          required
          options={boothTypes}
          value={form.values.booth_type}
          onValueChange={(value) => form.setValue("booth_type", value as "standard")}
          id={form.fieldId("booth_type")}
        />
        <TextField
          label={t`Number of titles`}
          inputMode="numeric"
          normalizeDigits
          required
          {...field("titles_count")}
        />
      </div>
      <TextAreaField
        label={t`Notes`}
        rows={3}
        maxLength={REQUEST_NOTES_MAX_LENGTH}
        {...field("notes")}
      />
      <Button type="submit" isLoading={form.isSubmitting} className="self-start">
        {request ? <Trans>Save the changes</Trans> : <Trans>Save the request</Trans>}
      </Button>
    </form>
  );
}
