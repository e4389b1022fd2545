import { Trans, useLingui } from "@lingui/react/macro";
import { CONTACT_BODY_MAX_LENGTH, ContactReplyInputSchema } from "@rawaq/domain/contact";
import { formatDateTime } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useForm } from "@rawaq/ui/form";
import { Select } from "@rawaq/ui/select";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { ActorName } from "../../components/actor-name.tsx";
import { BackLink } from "../../components/back-link.tsx";
import { DataPending } from "../../components/load-state.tsx";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { useToast } from "../../components/toasts.tsx";
import { AdminOnly } from "../../components/admin-only.tsx";
import { useInboxMessage, useRevalidateInbox } from "../../features/contact/use-inbox.ts";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { serverFailure } from "../../lib/api-failure.ts";
import { inboxApi } from "../../lib/api.ts";

const NOBODY = "nobody";

/** One contact message: read it, assign it, answer it by mail, mark it handled. */
export function AdminInboxMessagePage() {
  return (
    <AdminOnly>
      <AdminInboxMessage />
    </AdminOnly>
  );
}

function AdminInboxMessage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { id } = useParams();
  const { data, error, mutate } = useInboxMessage(id);
  const revalidate = useRevalidateInbox();
  const toast = useToast();
  // A failure of the actions above the reply (the reply's own stay in its form).
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(action: string, call: () => Promise<{ message?: string }>) {
    setBusy(action);
    setFailure(null);
    try {
      const answer = await call();
      toast(answer.message ?? t`Done.`);
    } catch (caught) {
      setFailure(serverFailure(caught, i18n).message);
    } finally {
      setBusy(null);
      await revalidate();
    }
  }

  const back = (
    <BackLink to={`/${locale}/admin/inbox`}>
      <Trans>Contact inbox</Trans>
    </BackLink>
  );
  if (!data) {
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-6">
        {back}
        <DataPending error={error} onRetry={() => void mutate()} className="min-h-96" />
      </div>
    );
  }
  const { message, replies, admins } = data;
  const { email } = message;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-6">
      {back}
      <h1 className="text-2xl font-bold text-brand-900">
        <bdi>{message.subject}</bdi>
      </h1>
      <div aria-live="polite">{failure ? <Alert variant="danger">{failure}</Alert> : null}</div>
      <article className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">
          <bdi className="font-semibold">{message.name}</bdi> ·{" "}
          <span dir="ltr">{message.email}</span> ·{" "}
          <time dateTime={message.created_at}>{formatDateTime(message.created_at, locale)}</time>
        </p>
        <p data-slot="message-body" className="whitespace-pre-wrap">
          <bdi>{message.body}</bdi>
        </p>
      </article>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t`Assigned to`}
          className="sm:w-64"
          value={message.assigned_to?.id ?? NOBODY}
          onValueChange={(value) =>
            void run("assign", () => inboxApi.assign(message.id, value === NOBODY ? null : value))
          }
          options={[
            { value: NOBODY, label: t`Nobody` },
            ...admins.map((admin) => ({ value: admin.id, label: admin.name })),
          ]}
        />
        <Button
          variant="secondary"
          isLoading={busy === "read"}
          onClick={() => void run("read", () => inboxApi.markRead(message.id, false))}
        >
          <Trans>Mark as unread</Trans>
        </Button>
        <Button
          variant="secondary"
          isLoading={busy === "handled"}
          onClick={() =>
            void run("handled", () => inboxApi.markHandled(message.id, !message.is_handled))
          }
        >
          {message.is_handled ? t`Reopen` : t`Mark as handled`}
        </Button>
      </div>
      {replies.length > 0 ? (
        <section aria-labelledby="replies" className="flex flex-col gap-2">
          <h2 id="replies" className="text-lg font-semibold text-brand-900">
            <Trans>Replies</Trans>
          </h2>
          <ul className="flex flex-col gap-2">
            {replies.map((item) => (
              <li key={item.id} className="rounded-md bg-brand-50 p-3">
                <p className="text-xs text-slate-600">
                  <ActorName actor={{ name: item.author_name, deleted: item.author_deleted }} /> ·{" "}
                  <time dateTime={item.created_at}>{formatDateTime(item.created_at, locale)}</time>
                </p>
                <p className="whitespace-pre-wrap">
                  <bdi>{item.body}</bdi>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ReplyForm
        messageId={message.id}
        email={email}
        onSent={async (text) => {
          toast(text);
          await revalidate();
        }}
      />
    </div>
  );
}

/** The answer by mail: the server's errors at the reply, or above it when they are not its own. */
function ReplyForm({
  messageId,
  email,
  onSent,
}: {
  messageId: string;
  email: string;
  onSent: (message: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: { body: "" },
    schema: ContactReplyInputSchema,
    ...formTexts,
    onSubmit: async ({ body }) => {
      const answer = await inboxApi.reply(messageId, body);
      form.reset();
      await onSent(answer.message ?? t`Done.`);
    },
  });
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={form.handleSubmit}>
      {form.formMessage ? <Alert variant="danger">{form.formMessage}</Alert> : null}
      <TextAreaField
        label={<Trans>Reply by mail</Trans>}
        hint={
          <Trans>
            Sent to <bdi dir="ltr">{email}</bdi> in the language they wrote in, and recorded here.
          </Trans>
        }
        rows={5}
        required
        maxLength={CONTACT_BODY_MAX_LENGTH}
        {...form.getFieldProps("body")}
      />
      <Button type="submit" className="self-end" isLoading={form.isSubmitting}>
        <Trans>Send the reply</Trans>
      </Button>
    </form>
  );
}
