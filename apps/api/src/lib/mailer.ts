import { createTransport } from "nodemailer";

/** A message ready to go: the recipient, the rendered subject and text. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Where the product's mail goes. `outbox`: nowhere but the outbox table, which the admin console
 * lists (the embedded default, docs/decisions/018-…). `smtp`: an SMTP server (SMTP_URL).
 */
export interface Mailer {
  kind: "outbox" | "smtp";
  /** Sends one message; rejects with the server's reason. Only for `smtp`. */
  send(message: OutgoingMail): Promise<void>;
  /**
   * Keeps a delivery that runs after its request answered, so that stopping the server (and
   * a test) can wait for it.
   */
  track(delivery: Promise<unknown>): void;
  /** Resolves once every tracked delivery has ended. */
  idle(): Promise<void>;
  close(): void;
}

/** How long one SMTP step may take before the delivery counts as failed. */
const SMTP_TIMEOUT_MS = 15_000;

export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  const pending = new Set<Promise<unknown>>();
  const transport = options.smtpUrl
    ? createTransport(options.smtpUrl, { from: options.from })
    : undefined;
  if (transport) {
    transport.options = {
      ...transport.options,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    };
  }
  return {
    kind: transport ? "smtp" : "outbox",
    async send(message) {
      if (!transport) throw new Error("No SMTP server is configured (SMTP_URL).");
      await transport.sendMail(message);
    },
    track(delivery) {
      const settled = delivery.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    close() {
      transport?.close();
    },
  };
}
