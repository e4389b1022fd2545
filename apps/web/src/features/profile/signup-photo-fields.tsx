import { Trans, useLingui } from "@lingui/react/macro";
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from "@rawaq/domain/files";
import { Checkbox } from "@rawaq/ui/checkbox";
import { FileDrop } from "@rawaq/ui/file-drop";
import { fileTooLargeText } from "../../i18n/slot-messages.ts";
import { useFormatFileSize } from "../../lib/file-size.ts";
import type { SignupForm } from "./signup-values.ts";

/**
 * The signup's photo, sent with the registration, and the identity document, which is not
 * (spec §3, §7): it stays in this tab, and goes to the account after its first login here only
 * if the user leaves the consent ticked.
 */
export function SignupPhotoFields({ form }: { form: SignupForm }) {
  const { i18n, t } = useLingui();
  const formatFileSize = useFormatFileSize();
  const maxSize = formatFileSize(IMAGE_MAX_BYTES);
  const image = {
    formatSize: formatFileSize,
    accept: IMAGE_CONTENT_TYPES,
    maxSizeBytes: IMAGE_MAX_BYTES,
    prompt: t`Drop the image here, or choose a file`,
    removeLabel: t`Remove`,
    typeErrorText: t`This file type is not accepted.`,
    sizeErrorText: fileTooLargeText(i18n),
  };

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold text-slate-900">
        <Trans>Photos</Trans>
      </legend>
      <FileDrop
        {...image}
        label={t`Personal photo`}
        hint={t`Optional. JPEG, PNG or WebP, up to ${maxSize}.`}
        {...form.getFileDropProps("personal_image")}
      />
      <FileDrop
        {...image}
        label={t`Identity document`}
        hint={t`Optional. Never sent with the registration: it stays in this tab until you log in. You can also upload it later from your profile.`}
        {...form.getFileDropProps("doc_image")}
      />
      {form.values.doc_image && (
        <Checkbox
          label={t`Upload this document to my profile after I log in`}
          hint={t`Only in this tab, at your first login here.`}
          {...form.getCheckboxProps("upload_held_document")}
        />
      )}
    </fieldset>
  );
}
