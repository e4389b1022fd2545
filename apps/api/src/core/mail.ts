import type { OutboxMessage } from "@rawaq/domain/user";
import type { PageQuery } from "@rawaq/domain/pagination";
import type { Locale } from "@rawaq/i18n/locales";
import { count, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema/index.ts";
import { i18nFor } from "../i18n.ts";
import { type Logger, redactPersonalData } from "../lib/logger.ts";
import type { Mailer } from "../lib/mailer.ts";
import { type MailTemplate, mailTemplates } from "./mail-templates.ts";

// One way to send mail, for every feature (docs/decisions/018-…): a template from the catalogs,
// rendered in the recipient's language, recorded in the outbox. Without an SMTP server the row is
// the delivery (the admin console lists it); with one, the row says whether it was sent.

/** What `sendMail` needs from the request: the database, the transport, the app's address. */
export interface MailContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** The request's logger: a failed delivery is logged under the request that sent the mail. */
  logger?: Logger;
}

export interface MailRequest {
  to: string;
  locale: Locale;
  template: MailTemplate;
  /** The template's values ({name}, {link}…). */
  values: Record<string, string | number>;
  /** The account the message is about, when there is one. */
  userId?: string;
}

/**
 * Renders and records a message; with an SMTP server, sends it after the request has answered
 * (the SMTP exchange never shows in an answer's time) and records the outcome.
 */
export async function sendMail(context: MailContext, request: MailRequest): Promise<void> {
  const i18n = i18nFor(request.locale);
  const template = mailTemplates[request.template];
  const subject = i18n._({ ...template.subject, values: request.values });
  const text = i18n._({ ...template.text, values: request.values });
  const isSmtp = context.mailer.kind === "smtp";
  const [row] = await context.db
    .insert(outbox)
    .values({
      userId: request.userId,
      recipient: request.to,
      locale: request.locale,
      template: request.template,
      subject,
      body: text,
      status: isSmtp ? "sending" : "stored",
    })
    .returning({ id: outbox.id });
  if (!isSmtp || !row) return;
  context.mailer.track(deliver(context, row.id, { to: request.to, subject, text }));
}

async function deliver(
  { db, mailer, logger }: MailContext,
  id: string,
  message: { to: string; subject: string; text: string },
) {
  try {
    await mailer.send(message);
    // The body may hold a live link: once the server has it, the outbox keeps only the record.
    await db
      .update(outbox)
      .set({ status: "sent", sentAt: new Date(), body: null })
      .where(eq(outbox.id, id));
  } catch (error) {
    // SMTP servers quote the recipient in a refusal ("550 <name@example.sa>: no such user"):
    // the outbox row names the recipient already, and the log line never does.
    const reason = redactPersonalData(error instanceof Error ? error.message : String(error));
    if (logger) logger.warn({ outboxId: id, reason }, "mail delivery failed");
    else console.error(`Mail ${id} failed: ${reason}`);
    await db
      .update(outbox)
      .set({ status: "failed", error: reason.slice(0, 500), body: null })
      .where(eq(outbox.id, id));
  }
}

/**
 * Runs `work` once the request has answered: on the event loop's next turn, after the answer was
 * handed to the client. For work whose time must not show in the answer's (a reset link for a
 * known address, decision 019). Tracked like a delivery, so stopping the server, and a test,
 * waits for it (`mailer.idle()`); a failure is logged, as nobody is left to answer.
 */
export function afterAnswer(context: MailContext, work: () => Promise<void>): void {
  const started = new Promise<void>((resolve) => setImmediate(resolve));
  context.mailer.track(
    started.then(work).catch((error: unknown) => {
      if (context.logger) context.logger.error({ err: error }, "work after the answer failed");
      else console.error("Work after the answer failed:", error);
    }),
  );
}

/** A link into the web app in a locale: `/{locale}/{path}`, its token in the fragment. */
export function appLink(
  context: Pick<MailContext, "publicUrl">,
  locale: Locale,
  path: string,
  token: string,
): string {
  // NOTE: in the fragment, a token never reaches a server log or a Referer header.
  return `${context.publicUrl}/${locale}/${path}#token=${token}`;
}

/** One page of the outbox, newest first. */
export async function listOutbox(
  db: Database,
  page: PageQuery,
): Promise<{ messages: OutboxMessage[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(outbox),
  ]);
  return {
    total: totals?.total ?? 0,
    messages: rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      locale: row.locale,
      template: row.template,
      subject: row.subject,
      body: row.body,
      status: row.status,
      error: row.error,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
    })),
  };
}

/** Mail still waiting for the SMTP server, and mail that failed (for /metrics). */
export async function outboxBacklog(db: Database): Promise<{ sending: number; failed: number }> {
  const rows = await db
    .select({ status: outbox.status, total: count() })
    .from(outbox)
    .where(inArray(outbox.status, ["sending", "failed"]))
    .groupBy(outbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { sending: of("sending"), failed: of("failed") };
}
