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
import { useId } from "react";
import { useToast } from "../../components/toasts.tsx";
import { useSWRConfig } from "swr";
import { AddressFields, NameAndPhoneFields } from "../../components/person-fields.tsx";
import { usePlacePicker } from "../../components/place-picker.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { PROFILE_KEY } from "../../lib/use-profile.ts";
import { useFileDropTexts, useFileUpload } from "../../lib/use-file-upload.ts";

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
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const formTexts = useFormMessages();
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
    ...formTexts,
    onSubmit: async (values) => {
      const answer = await api.updateProfile(values);
      await mutate(PROFILE_KEY, answer.data.user, { revalidate: false });
      toast(answer.message ?? t`Your information has been saved.`);
    },
  });

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
          <NameAndPhoneFields form={form} phoneDefault={user.phone ?? undefined} />
          <AddressFields form={form} formId={formId} places={places} />
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
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const photo = useFileUpload(api.uploadProfilePhoto);
  const dropTexts = useFileDropTexts();
  const maxSize = dropTexts.formatSize(IMAGE_MAX_BYTES);

  async function handleUpload() {
    const answer = await photo.upload();
    if (!answer) return;
    await mutate(PROFILE_KEY, answer.data.user, { revalidate: false });
    toast(answer.message ?? t`The file has been uploaded.`);
  }

  return (
    <section aria-labelledby="photo-title" className="flex flex-col gap-3">
      <h3 id="photo-title" className="font-semibold text-slate-900">
        <Trans>Personal photo</Trans>
      </h3>
      <FileDrop
        {...dropTexts}
        label={t`New photo`}
        hint={t`JPEG, PNG or WebP, up to ${maxSize}.`}
        accept={IMAGE_CONTENT_TYPES}
        maxSizeBytes={IMAGE_MAX_BYTES}
        file={photo.file}
        onFileChange={photo.choose}
        error={photo.failure ?? undefined}
        progress={photo.progress}
        prompt={t`Drop the image here, or choose a file`}
      />
      <Button
        type="button"
        variant="secondary"
        onClick={() => void handleUpload()}
        disabled={!photo.file}
        isLoading={photo.progress !== null}
        className="self-start"
      >
        <Trans>Replace the photo</Trans>
      </Button>
    </section>
  );
}
