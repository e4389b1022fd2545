import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The peer address of the TCP connection. Forwarded-for headers are not trusted: anyone can
 * send them, and throttling keyed on them could be dodged by changing the header.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
    return "unknown";
  }
}
