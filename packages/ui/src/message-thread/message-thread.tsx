import { Button } from "../button/index.ts";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { type FieldCount, FieldCounter } from "../text-field/field.tsx";

export interface ThreadMessage {
  id: string;
  body: string;
  author: ReactNode;
  /** Already formatted in the reader's language. */
  when: string;
  dateTime?: string;
  /** The reader's own side wrote it: shown at the end edge. */
  isMine: boolean;
}

export interface MessageThreadLabels {
  /** The thread's accessible name, e.g. "Messages". */
  thread: string;
  empty: string;
  message: string;
  send: string;
  sending: string;
}

export interface MessageThreadProps {
  messages: ThreadMessage[];
  labels: MessageThreadLabels;
  /** Omit for a read-only thread. Resolve when sent; reject to keep the draft. */
  onSend?: (body: string) => Promise<void>;
  /** A failure to show under the composer. */
  error?: string;
  /** The draft's length against its limit, already translated (FieldCount), shown as it is typed. */
  counter?: (draft: string) => FieldCount;
  className?: string;
}

/** A conversation between an exhibitor and the administration, with a composer. */
export function MessageThread({
  messages,
  labels,
  onSend,
  error,
  counter,
  className = "",
}: MessageThreadProps) {
  const [draft, setDraft] = useState("");
  const [isSending, setIsSending] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const counterId = useId();
  const count = counter?.(draft);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onSend || draft.trim() === "" || isSending) return;
    setIsSending(true);
    try {
      await onSend(draft.trim());
      setDraft("");
    } catch {
      // The host shows the failure through `error`; the draft stays.
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section aria-label={labels.thread} className={`flex flex-col gap-3 ${className}`}>
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">{labels.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <li
              key={message.id}
              data-mine={message.isMine}
              className={`flex max-w-[85%] flex-col gap-1 rounded-lg px-3 py-2 ${
                message.isMine
                  ? "self-end bg-brand-50 text-slate-900"
                  : "self-start bg-slate-100 text-slate-900"
              }`}
            >
              <p className="text-xs text-slate-600">
                <span className="font-medium text-slate-800">{message.author}</span> ·{" "}
                <time dateTime={message.dateTime}>{message.when}</time>
              </p>
              <p dir="auto" className="text-sm whitespace-pre-line">
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      {onSend ? (
        <form onSubmit={handleSubmit} className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
            {labels.message}
          </label>
          <textarea
            id={fieldId}
            dir="auto"
            rows={3}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-describedby={
              [count && counterId, error && errorId].filter(Boolean).join(" ") || undefined
            }
            aria-invalid={error ? true : undefined}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
          />
          <FieldCounter id={count && counterId} counter={count} />
          {error ? (
            <p id={errorId} className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button
            type="submit"
            className="self-end"
            isLoading={isSending}
            disabled={draft.trim() === ""}
          >
            {isSending ? labels.sending : labels.send}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
