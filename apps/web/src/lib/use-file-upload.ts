import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useState } from "react";
import { firstFailureMessage } from "./api-failure.ts";
import { useFormatFileSize } from "./file-size.ts";
import { fileTooLargeText } from "../i18n/slot-messages.ts";

/** Sends a file with progress (0–1), as the api client's upload calls do. */
export type SendFile<Answer> = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<Answer>;

export interface FileUpload<Answer> {
  file: File | null;
  /** Chooses (or clears) the file; a new choice clears the last failure. */
  choose: (file: File | null) => void;
  /** 0–100 while sending, null otherwise. */
  progress: number | null;
  /** The server's (or the network's) message for a failed upload, said on the file field. */
  failure: string | null;
  /** Sends the chosen file (or `file`); the answer once saved, undefined after a failure. */
  upload: (file?: File) => Promise<Answer | undefined>;
}

/**
 * One file field's upload, as every upload of the app behaves: progress while it goes, the
 * failure on the field (nothing lost: the file stays chosen), the field cleared once saved.
 */
export function useFileUpload<Answer>(send: SendFile<Answer>): FileUpload<Answer> {
  const { i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload(chosen: File | null = file) {
    if (!chosen) return undefined;
    setFailure(null);
    setProgress(0);
    try {
      const answer = await send(chosen, (fraction) => setProgress(Math.round(fraction * 100)));
      setFile(null);
      return answer;
    } catch (error) {
      setFailure(firstFailureMessage(error, i18n));
      return undefined;
    } finally {
      setProgress(null);
    }
  }

  return {
    file,
    choose: (next) => {
      setFile(next);
      setFailure(null);
    },
    progress,
    failure,
    upload,
  };
}

const texts = {
  removeLabel: msg`Remove`,
  typeErrorText: msg`This file type is not accepted.`,
  progressLabel: msg`Upload progress`,
};

/** The kit FileDrop's own texts, in the reader's language. */
export function useFileDropTexts() {
  const { i18n } = useLingui();
  return {
    formatSize: useFormatFileSize(),
    removeLabel: i18n._(texts.removeLabel),
    typeErrorText: i18n._(texts.typeErrorText),
    sizeErrorText: fileTooLargeText(i18n),
    progressLabel: i18n._(texts.progressLabel),
  };
}
