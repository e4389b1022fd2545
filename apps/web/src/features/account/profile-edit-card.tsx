import { Trans, useLingui } from "@lingui/react/macro";
import { ProfileFormSchema } from "@rawaq/domain/account";
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from "@rawaq/domain/files";
import { required } from "@rawaq/domain/rules";
import type { User } from "@rawaq/domain/user";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@rawaq/ui/card";
import { FileDrop } from "@rawaq/ui/file-drop";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useId, useState } from "react";
import { useToast } from "../../components/toasts.tsx";
import { useSWRConfig } from "swr";
import { PlacePicker, usePlacePicker } from "../../components/place-picker.tsx";
import { PhoneField } from "../../components/phone-field.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { fileTooLargeText } from "../../i18n/slot-messages.ts";
import { firstFailureMessage, serverFailure } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { PROFILE_KEY } from "../../lib/use-profile.ts";
import { useFormatFileSize } from "../../lib/file-size.ts";

const FIELDS = [
  "first_name",
  "last_name",
  "phone",
  "country",
  "city",
  "district",
  "street",
] as const;

/** The profile's editable data: name, phone, where the user lives, and the photo. */
export function ProfileEditCard({ user }: { user: User }) {
  const { i18n, t } = useLingui();
  const { mutate } = useSWRConfig();
  const { messages, fieldLabels } = useFormMessages();
  const places = usePlacePicker();
  const toast = useToast();
  const formId = useId();
  const form = useForm({
    id: formId,
    initialValues: Object.fromEntries(FIELDS.map((name) => [name, user[name] ?? ""])) as Record<
      (typeof FIELDS)[number],
      string
    >,
    rules: {
      ...Object.fromEntries(FIELDS.map((name) => [name, [required]])),
      city: [places.cityRule],
    },
    schema: ProfileFormSchema,
    messages,
    fieldLabels,
    onSubmit: async (values) => {
      try {
        const answer = await api.updateProfile(values);
        await mutate(PROFILE_KEY, answer.data.user, { revalidate: false });
        toast(answer.message ?? t`Your information has been saved.`);
      } catch (error) {
        const failure = serverFailure(error, i18n);
        form.setServerErrors(failure.errors, failure.message);
      }
    },
  });
  const field = form.getFieldProps;

  return (
    <Card aria-labelledby="profile-edit-title">
      <CardHeader>
        <CardTitle id="profile-edit-title">
          <Trans>Edit your information</Trans>
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-6">
        <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-4">
          {form.formMessage && <Alert variant="danger">{form.formMessage}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t`First name`}
              autoComplete="given-name"
              dir="auto"
              required
              {...field("first_name")}
            />
            <TextField
              label={t`Last name`}
              autoComplete="family-name"
              dir="auto"
              required
              {...field("last_name")}
            />
          </div>
          <PhoneField
            id={form.fieldId("phone")}
            name="phone"
            label={t`Phone number`}
            defaultValue={user.phone ?? undefined}
            placeholder={t`Enter a phone number`}
            autoComplete="tel"
            required
            error={form.errors.phone}
            onChange={(change) =>
              form.setValue("phone", change.e164 ?? change.raw, { shouldValidate: true })
            }
            onBlur={() => form.validate(["phone"])}
          />
          <PlacePicker
            id={formId}
            places={places}
            form={form}
            countryLabel={t`Country`}
            cityLabel={t`City`}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t`District`} dir="auto" required {...field("district")} />
            <TextField label={t`Street`} dir="auto" required {...field("street")} />
          </div>
          <Button type="submit" isLoading={form.isSubmitting} className="self-start">
            <Trans>Save changes</Trans>
          </Button>
        </form>
        <PhotoUpload />
      </CardBody>
    </Card>
  );
}

function PhotoUpload() {
  const { i18n, t } = useLingui();
  const formatFileSize = useFormatFileSize();
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A failed upload is said on the file field; a done one is a toast.
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  async function handleUpload() {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      const answer = await api.uploadProfilePhoto(file, (fraction) =>
        setProgress(Math.round(fraction * 100)),
      );
      await mutate(PROFILE_KEY, answer.data.user, { revalidate: false });
      toast(answer.message ?? t`The file has been uploaded.`);
      setFile(null);
    } catch (error) {
      setFailure(firstFailureMessage(error, i18n));
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-labelledby="photo-title" className="flex flex-col gap-3">
      <h3 id="photo-title" className="font-semibold text-slate-900">
        <Trans>Personal photo</Trans>
      </h3>
      <FileDrop
        formatSize={formatFileSize}
        label={t`New photo`}
        hint={t`JPEG, PNG or WebP, up to 5 MB.`}
        accept={IMAGE_CONTENT_TYPES}
        maxSizeBytes={IMAGE_MAX_BYTES}
        file={file}
        onFileChange={(next) => {
          setFile(next);
          setFailure(null);
        }}
        error={failure ?? undefined}
        progress={progress}
        prompt={t`Drop the image here, or choose a file`}
        removeLabel={t`Remove`}
        typeErrorText={t`This file type is not accepted.`}
        sizeErrorText={fileTooLargeText(i18n)}
        progressLabel={t`Upload progress`}
      />
      <Button
        type="button"
        variant="secondary"
        onClick={handleUpload}
        disabled={!file}
        isLoading={progress !== null}
        className="self-start"
      >
        <Trans>Replace the photo</Trans>
      </Button>
    </section>
  );
}
