import { DrizzleQueryError } from "drizzle-orm/errors";
import { pino, type Logger as PinoLogger, type DestinationStream, type Level } from "pino";
import pretty from "pino-pretty";

export type Logger = PinoLogger;
export type LogLevel = Level | "silent";

export interface LoggerOptions {
  /** "json": one JSON object per line (production, log shippers); "pretty": for a terminal. */
  format: "json" | "pretty";
  level: LogLevel;
  /** Where lines go; standard output by default (tests pass a capture). */
  destination?: DestinationStream;
}

/**
 * The server's one logger. Errors go through `serializeError` (under `err` or `error`): their
 * type, a message and stack without the values they were about, and the codes that say what
 * happened. Nothing else is serialised from requests (no headers, no bodies), so tokens,
 * passwords and personal data stay out.
 */
export function createLogger({ format, level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service: "rawaq" },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: { err: serializeError, error: serializeError },
  };
  if (format === "json") return pino(options, destination ?? pino.destination({ sync: false }));
  return pino(
    options,
    pretty({
      // Synchronous: lines appear in order with the few console lines of start-up.
      sync: true,
      destination: destination ?? 1,
      colorize: !destination && Boolean(process.stdout.isTTY),
      ignore: "pid,hostname,service",
      translateTime: "SYS:HH:MM:ss.l",
      messageFormat: "{msg}",
    }),
  );
}

/** A logger that writes nothing: the default of `createApp` in tests that do not look at logs. */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}

/** Addresses: a local part, "@", a domain ending in letters (not `pkg@1.2.3` in a stack's paths). */
const EMAIL = /[^\s<>()[\]{}"',;:@]+@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}/gu;
/** Phone, identity and card numbers: seven digits or more in a row. */
const LONG_NUMBER = /\+?\d{7,}/g;

/**
 * A text without the email addresses and long numbers it quotes, for logs and stored failure
 * reasons (an SMTP server's refusal names the recipient; a driver's message may quote a value).
 */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, "[email]").replace(LONG_NUMBER, "[number]");
}

/** Fields of errors that say what happened without quoting data (SQLSTATE, system call, SMTP). */
const KEPT_FIELDS = [
  "code",
  "errno",
  "syscall",
  "address",
  "port",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
  "responseCode",
  "command",
] as const;
/** Fields that name database objects: their quoted names stay readable in the message. */
const NAME_FIELDS = ["schema", "table", "column", "dataType", "constraint"] as const;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
}

/**
 * An error as the logs keep it. pino's default copies every field and the message verbatim, and
 * drizzle's `DrizzleQueryError` carries the statement's parameters in its message, stack and
 * `params` (emails, phones, identity numbers, password hashes); PostgreSQL's `detail` quotes the
 * failing row. Kept: the type, the message without parameters (for a failed query, its SQL with
 * literals blanked), the stack's frames, the fields in KEPT_FIELDS, and the same for the cause.
 */
export function serializeError(error: unknown): SerializedError {
  return serialize(error, 0);
}

function serialize(error: unknown, depth: number): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: redactPersonalData(String(error)) };
  }
  const type = error.constructor?.name || error.name || "Error";
  const message = safeMessage(error);
  const serialized: SerializedError = { type, message };
  if (error.stack) serialized.stack = `${type}: ${message}${stackFrames(error.stack)}`;
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") {
      serialized[field] = typeof value === "string" ? redactPersonalData(value) : value;
    }
  }
  if (depth < 4 && error.cause !== undefined) serialized.cause = serialize(error.cause, depth + 1);
  if (depth < 4 && error instanceof AggregateError && Array.isArray(error.errors)) {
    serialized.errors = error.errors.slice(0, 5).map((inner) => serialize(inner, depth + 1));
  }
  return serialized;
}

function safeMessage(error: Error): string {
  const fields = error as unknown as Record<string, unknown>;
  // By shape as well: a second copy of drizzle-orm in the tree would fail `instanceof`.
  const query = error instanceof DrizzleQueryError || "params" in fields ? fields.query : undefined;
  if (typeof query === "string") {
    // The statement shows what was asked; its parameters (the values) never leave the process.
    return redactPersonalData(`Failed query: ${query.replace(/'(?:[^']|'')*'/g, "'…'")}`);
  }
  // PostgreSQL's messages quote values too ('invalid input syntax for type uuid: "…"'); quoted
  // words are kept only when they are the names the error itself reports (constraint, table…).
  const names = new Set(
    NAME_FIELDS.map((field) => fields[field]).filter((value) => typeof value === "string"),
  );
  const isServerError = typeof fields.severity === "string";
  const message = isServerError
    ? error.message.replace(/"([^"]*)"/g, (quoted, inner: string) =>
        names.has(inner) ? quoted : '"…"',
      )
    : error.message;
  return redactPersonalData(message);
}

/** The "    at …" lines of a stack, without its first lines (which repeat the raw message). */
function stackFrames(stack: string): string {
  const start = stack.search(/\n\s+at /);
  return start === -1 ? "" : redactPersonalData(stack.slice(start));
}
