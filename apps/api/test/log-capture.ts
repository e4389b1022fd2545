import { type Logger, createLogger } from "../src/lib/logger.ts";

export interface LogLine {
  level: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** A JSON logger whose lines the test reads (the server writes them to standard output). */
export function captureLogs(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger({
    format: "json",
    level: "debug",
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  return { logger, lines };
}
