import type { Context } from "hono";
import { readNumber, readWholeNumber } from "@rawaq/domain/numbers";
import { createMiddleware } from "hono/factory";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { promisify } from "node:util";
import { gzip, gzipSync } from "node:zlib";

/**
 * An answer smaller than one TCP segment is sent as it is: compressing it saves no packet.
 * Hono's `compress()` could not tell (a JSON answer has no Content-Length yet) and piped every
 * answer, 30 bytes or 3 MB, through a CompressionStream: an eighth of a signed-in request's CPU.
 */
export const COMPRESS_THRESHOLD_BYTES = 1400;
/** Bodies up to this size are compressed at once; larger ones on libuv's threads. */
const SYNC_LIMIT_BYTES = 64 * 1024;
/**
 * An answer compressed for each request gets zlib's fastest level, as nginx's default does: on a
 * page of 50 books (14 KB of JSON) level 1 took a third of level 6's time for 10 % more bytes
 * (2.7 KB against 2.5), and at 50 connections compression was a tenth of the list's CPU
 * (bench/logistics.ts).
 */
const PER_REQUEST = { level: 1 };
/** An answer compressed once and kept for many requests (the floor plan) takes the best level. */
export const KEPT_ANSWER = { level: 9 };

const gzipAsync = promisify(gzip);
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * gzip for the clients that accept it. An answer built in memory (the API's JSON) is read whole
 * and compressed in one call, or sent unchanged under the threshold; a streamed one (files,
 * exports) goes through a CompressionStream unless its Content-Length is under the threshold.
 * Event streams are never compressed (each event must leave at once).
 */
export const compress = createMiddleware(async (c, next) => {
  await next();
  const { res } = c;
  const type = res.headers.get("Content-Type");
  if (
    !res.body ||
    c.req.method === "HEAD" ||
    res.status === 206 ||
    res.headers.has("Content-Encoding") ||
    res.headers.has("Transfer-Encoding") ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    noTransform.test(res.headers.get("Cache-Control") ?? "")
  ) {
    return;
  }
  const vary = res.headers.get("Vary");
  if (vary !== "*" && !(vary && varyAcceptEncoding.test(vary))) {
    res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  const length = res.headers.get("Content-Length");
  if (length !== null && (readWholeNumber(length) ?? 0) < COMPRESS_THRESHOLD_BYTES) return;
  if (!acceptsGzip(c.req.header("Accept-Encoding"))) return;

  if (length === null && /^application\/json\b/i.test(type)) {
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < COMPRESS_THRESHOLD_BYTES) {
      replaceResponse(c, new Response(body, res));
      return;
    }
    const compressed =
      body.byteLength <= SYNC_LIMIT_BYTES
        ? gzipSync(body, PER_REQUEST)
        : await gzipAsync(body, PER_REQUEST);
    replaceResponse(c, new Response(compressed, res));
    c.res.headers.set("Content-Length", String(compressed.byteLength));
  } else {
    c.res = new Response(res.body.pipeThrough(new CompressionStream("gzip")), res);
    c.res.headers.delete("Content-Length");
  }
  c.res.headers.set("Content-Encoding", "gzip");
  const etag = c.res.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
});

/**
 * Puts `response` in place as it is. Hono's `c.res = …` would wrap it again around its body as a
 * stream, and @hono/node-server writes a body it holds in memory in one call but copies a stream
 * chunk by chunk; `response` was made from the old one, headers included.
 */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

/** Whether Accept-Encoding allows gzip (explicitly or by `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard: number | undefined;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.find((param) => param.trim().startsWith("q="));
    // A q-value (RFC 9110: 0 to 1, three decimals); an unreadable one allows nothing.
    const q = qParam ? (readNumber(qParam.trim().slice(2), { max: 1, decimals: 3 }) ?? 0) : 1;
    if (name === "gzip" || name === "x-gzip") return q > 0;
    if (name === "*") wildcard = q;
  }
  return wildcard !== undefined && wildcard > 0;
}
