import { Trans, useLingui } from "@lingui/react/macro";
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from "@rawaq/domain/files";
import { Button } from "@rawaq/ui/button";
import { FileDrop } from "@rawaq/ui/file-drop";
import { useSWRConfig } from "swr";
import { api } from "../../lib/api.ts";
import { PROFILE_KEY } from "../../lib/use-profile.ts";
import { useFileDropTexts, useFileUpload } from "../../lib/use-file-upload.ts";
import { useToast } from "../../components/toasts.tsx";

/** The identity document is uploaded from the profile, not at signup (issue 4). */
export function IdentityDocumentUpload({ hasDocument }: { hasDocument: boolean }) {
  const { t } = useLingui();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const documentFile = useFileUpload(api.uploadIdentityDocument);
  const dropTexts = useFileDropTexts();
  const maxSize = dropTexts.formatSize(IMAGE_MAX_BYTES);

  async function handleUpload() {
    const answer = await documentFile.upload();
    if (!answer) return;
    await mutate(PROFILE_KEY, answer.data.user, { revalidate: false });
    toast(answer.message ?? t`The file has been uploaded.`);
  }

  return (
    <section aria-labelledby="identity-document-title" className="flex flex-col gap-3">
      <h2 id="identity-document-title" className="text-lg font-semibold text-slate-900">
        <Trans>Identity document</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        {hasDocument ? (
          <Trans>Your identity document is on file. You can replace it with a newer copy.</Trans>
        ) : (
          <Trans>
            Upload a clear photo of your national ID or iqama. It is needed before you register your
            publishing house, and only you and the administration can see it.
          </Trans>
        )}
      </p>
      <FileDrop
        {...dropTexts}
        label={t`Identity document`}
        hint={t`JPEG, PNG or WebP, up to ${maxSize}.`}
        accept={IMAGE_CONTENT_TYPES}
        maxSizeBytes={IMAGE_MAX_BYTES}
        file={documentFile.file}
        onFileChange={documentFile.choose}
        error={documentFile.failure ?? undefined}
        progress={documentFile.progress}
        prompt={t`Drop the image here, or choose a file`}
      />
      <Button
        type="button"
        onClick={() => void handleUpload()}
        disabled={!documentFile.file}
        isLoading={documentFile.progress !== null}
        className="self-start"
      >
        <Trans>Upload</Trans>
      </Button>
    </section>
  );
}
