import { type AddressObject, simpleParser } from "mailparser";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { outbox } from "../src/db/schema/index.ts";
import { createMailer } from "../src/lib/mailer.ts";
import { createUser } from "./fixtures.ts";
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from "./helpers.ts";
import { captureLogs } from "./log-capture.ts";

// The SMTP path against a real SMTP server, started in the process on a free loopback port: what
// nodemailer hands it is parsed back as a mail client would read it.

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

const received: Received[] = [];
/** Recipients the server refuses, as a mailbox that does not exist. */
const REFUSED = "no-such-mailbox@example.sa";

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address === REFUSED) {
      // As real servers word it: the refused address quoted in the reply.
      callback(
        Object.assign(new Error(`5.1.1 <${REFUSED}>: Mailbox unavailable`), { responseCode: 550 }),
      );
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

let api: TestApp;
const logs = captureLogs();
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as { port: number };
  api = await createTestApp({
    logger: logs.logger,
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Rawaq <no-reply@rawaq.test>",
    }),
  });
});
afterAll(async () => {
  await api.close();
  api.mailer.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const requestReset = (email: string) =>
  api.request("/api/auth/password-reset", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });

describe("with SMTP_URL", () => {
  test("the reset mail reaches the server in the account's language; the outbox records it sent", async () => {
    const user = await createUser(api, { locale: "ar" });
    expect((await requestReset(user.email)).status).toBe(202);
    await api.mailer.idle();

    const message = received.find((mail) => mail.to.includes(user.email));
    expect(message?.from).toBe("no-reply@rawaq.test");
    const parsed = await simpleParser(message!.raw);
    expect(parsed.subject).toBe("إعادة تعيين كلمة المرور في رواق");
    expect((parsed.to as AddressObject).text).toBe(user.email);
    expect(parsed.text).toContain("مرحبًا");
    expect(parsed.text).toMatch(
      new RegExp(`${TEST_PUBLIC_URL}/ar/auth/reset-password#token=[A-Za-z0-9_-]{43}`),
    );

    const [row] = await api.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(row).toMatchObject({ status: "sent", body: null, error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  test("a refused delivery is recorded as failed with the server's reason, without the address", async () => {
    const user = await createUser(api, { email: REFUSED, locale: "en" });
    expect((await requestReset(user.email)).status).toBe(202);
    await api.mailer.idle();

    const [row] = await api.db.select().from(outbox).where(eq(outbox.recipient, REFUSED));
    expect(row?.status).toBe("failed");
    expect(row?.error).toContain("Mailbox unavailable");
    expect(row?.error).not.toContain(REFUSED);
    expect(row?.body).toBeNull();
    const failures = logs.lines.filter((line) => line.msg === "mail delivery failed");
    expect(failures).toEqual([
      expect.objectContaining({
        level: "warn",
        outboxId: row?.id,
        reason: expect.stringContaining("Mailbox unavailable"),
      }),
    ]);
    expect(JSON.stringify(failures)).not.toContain(REFUSED);
    expect(JSON.stringify(failures)).not.toContain("no-such-mailbox");
  });
});
