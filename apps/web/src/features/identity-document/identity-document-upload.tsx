import { Trans, useLingui } from "@lingui/react/macro";
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from "@rawaq/domain/files";
import { Button } from "@rawaq/ui/button";
import { FileDrop } from "@rawaq/ui/file-drop";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { fileTooLargeText } from "../../i18n/slot-messages.ts";
import { firstFailureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { PROFILE_KEY } from "../../lib/use-profile.ts";
import { useFormatFileSize } from "../../lib/file-size.ts";
import { useToast } from "../../components/toasts.tsx";

/** The identity document is uploaded from the profile, not at signup (issue 4). */
export function IdentityDocumentUpload({ hasDocument }: { hasDocument: boolean }) {
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
      const answer = await api.uploadIdentityDocument(file, (fraction) =>
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
        formatSize={formatFileSize}
        label={t`Identity document`}
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
        onClick={handleUpload}
        disabled={!file}
        isLoading={progress !== null}
        className="self-start"
      >
        <Trans>Upload</Trans>
      </Button>
    </section>
  );
}
