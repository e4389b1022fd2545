import { Trans, useLingui } from "@lingui/react/macro";
import { EventFormSchema } from "@rawaq/domain/event-form";
import type { FairEvent } from "@rawaq/domain/participation";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { DateField } from "@rawaq/ui/date-field";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { participationApi } from "../../lib/api.ts";
import { VenuePicker } from "./venue-picker.tsx";

/** An event's names, venue and pin, and the dates that gate exhibitors; creates or updates it. */
export function EventForm({
  event,
  onSaved,
}: {
  event?: FairEvent;
  onSaved: (event: FairEvent, message: string) => void;
}) {
  const { i18n, t } = useLingui();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: {
      name_ar: event?.name.ar ?? "",
      name_en: event?.name.en ?? "",
      venue_ar: event?.venue.ar ?? "",
      venue_en: event?.venue.en ?? "",
      address_ar: event?.address.ar ?? "",
      address_en: event?.address.en ?? "",
      latitude: event?.latitude == null ? "" : String(event.latitude),
      longitude: event?.longitude == null ? "" : String(event.longitude),
      registration_opens_on: event?.registration_opens_on ?? "",
      registration_closes_on: event?.registration_closes_on ?? "",
      shipping_starts_on: event?.shipping_starts_on ?? "",
      opens_on: event?.opens_on ?? "",
      ends_on: event?.ends_on ?? "",
    },
    schema: EventFormSchema,
    ...formTexts,
    // The schema's output: the coordinates read as degrees, the names cleaned.
    onSubmit: async (values) => {
      const answer = event
        ? await participationApi.admin.updateEvent(event.id, values)
        : await participationApi.admin.createEvent(values);
      onSaved(answer.data.event, answer.message ?? "");
    },
  });
  const field = form.getFieldProps;
  // The places search answers in the page's language: it fills the address of that language.
  const searchedAddress = i18n.locale === "ar" ? "address_ar" : "address_en";
  const addressLabels = { address_ar: t`Address in Arabic`, address_en: t`Address in English` };
  return (
    <form
      onSubmit={(submit) => void form.handleSubmit(submit)}
      noValidate
      className="flex flex-col gap-4"
    >
      {form.errorList.length > 0 && (
        <ErrorSummary title={t`Please correct the following:`} errors={form.errorList} />
      )}
      {form.formMessage && form.errorList.length === 0 && (
        <Alert variant="danger">{form.formMessage}</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Name in Arabic`} dir="rtl" lang="ar" required {...field("name_ar")} />
        <TextField label={t`Name in English`} dir="ltr" lang="en" required {...field("name_en")} />
        <TextField label={t`Venue in Arabic`} dir="rtl" lang="ar" required {...field("venue_ar")} />
        <TextField
          label={t`Venue in English`}
          dir="ltr"
          lang="en"
          required
          {...field("venue_en")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={addressLabels.address_ar} dir="rtl" lang="ar" {...field("address_ar")} />
        <TextField label={addressLabels.address_en} dir="ltr" lang="en" {...field("address_en")} />
      </div>
      <VenuePicker
        addressId={form.fieldId(searchedAddress)}
        addressLabel={addressLabels[searchedAddress]}
        latitude={field("latitude")}
        longitude={field("longitude")}
        onPinChange={(pin) => {
          if (pin.address !== undefined) {
            form.setValue(searchedAddress, pin.address, { shouldValidate: true });
          }
          form.setValue("latitude", pin.latitude, { shouldValidate: true });
          form.setValue("longitude", pin.longitude, { shouldValidate: true });
        }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField
          placeholder={t`YYYY-MM-DD`}
          label={t`Registration opens`}
          required
          {...field("registration_opens_on")}
        />
        <DateField
          placeholder={t`YYYY-MM-DD`}
          label={t`Registration closes`}
          required
          {...field("registration_closes_on")}
        />
        <DateField
          placeholder={t`YYYY-MM-DD`}
          label={t`Shipping starts`}
          required
          {...field("shipping_starts_on")}
        />
        <DateField
          placeholder={t`YYYY-MM-DD`}
          label={t`Opening day`}
          required
          {...field("opens_on")}
        />
        <DateField placeholder={t`YYYY-MM-DD`} label={t`Last day`} required {...field("ends_on")} />
      </div>
      <Button type="submit" isLoading={form.isSubmitting} className="self-start">
        {event ? <Trans>Save the event</Trans> : <Trans>Create the event</Trans>}
      </Button>
    </form>
  );
}
