import { Alert } from "@rawaq/ui/alert";
import { useState } from "react";

export type NoticeState = { variant: "success" | "danger"; text: string } | null;

/** The outcome of the last action of a section, said where the action was taken. */
export function useNotice() {
  return useState<NoticeState>(null);
}

export function Notice({ notice }: { notice: NoticeState }) {
  if (!notice) return null;
  // The kit's Alert is a live region itself (status, or alert for a failure).
  return <Alert variant={notice.variant}>{notice.text}</Alert>;
}
