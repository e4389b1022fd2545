import { Trans, useLingui } from "@lingui/react/macro";
import type { InvoiceSummary } from "@rawaq/domain/payments";
import { PROOF_MAX_BYTES } from "@rawaq/domain/payments";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Dialog, DialogClose } from "@rawaq/ui/dialog";
import { FileDrop } from "@rawaq/ui/file-drop";
import { useState } from "react";
import { firstFailureMessage } from "../../lib/api-failure.ts";
import { paymentsApi } from "../../lib/api.ts";
import { useFormatFileSize } from "../../lib/file-size.ts";
import { fileTooLargeText } from "../../i18n/slot-messages.ts";

/** 128 random bits as hex; getRandomValues works outside secure contexts too (randomUUID not). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

export interface ProofUploadProps {
  invoice: InvoiceSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the server's message once the receipt is recorded. */
  onSent: (message: string) => void;
}

/**
 * Sends the transfer receipt of an invoice. The Idempotency-Key is made when a file is chosen, so
 * a double click or a retry of the same file makes one record (docs/decisions/046-…).
 */
export function ProofUpload({ invoice, open, onOpenChange, onSent }: ProofUploadProps) {
  const { i18n, t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [key, setKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const formatSize = useFormatFileSize();
  const maxSize = formatSize(PROOF_MAX_BYTES);

  async function handleSend() {
    if (!file) {
      setError(t`Choose the transfer receipt first.`);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const answer = await paymentsApi.submitProof(invoice.id, file, key);
      onSent(answer.message ?? t`The transfer receipt has been sent.`);
      onOpenChange(false);
    } catch (failure) {
      setError(firstFailureMessage(failure, i18n));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Send the transfer receipt`}
      description={t`Invoice ${invoice.number}: a PDF or a photo of the bank transfer.`}
      closeLabel={t`Close`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button isLoading={isSending} onClick={() => void handleSend()}>
            <Trans>Send the receipt</Trans>
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FileDrop
          label={t`Transfer receipt`}
          hint={t`PDF, JPEG, PNG or WebP, up to ${maxSize}.`}
          accept={["application/pdf", "image/jpeg", "image/png", "image/webp"]}
          maxSizeBytes={PROOF_MAX_BYTES}
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            setKey(newIdempotencyKey());
            setError(null);
          }}
          prompt={t`Drop the receipt here or choose a file`}
          removeLabel={t`Remove the file`}
          typeErrorText={t`Choose a PDF or an image.`}
          sizeErrorText={fileTooLargeText(i18n)}
          formatSize={formatSize}
        />
        {error ? <Alert variant="danger">{error}</Alert> : null}
      </div>
    </Dialog>
  );
}
