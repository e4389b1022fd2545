import { BlockList, isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import { readWholeNumber } from "@rawaq/domain/numbers";
import type { Context } from "hono";

/** Whether a peer address is one of the proxies in front (TRUSTED_PROXIES). */
export type TrustsPeer = (address: string) => boolean;

/** Builds the check from addresses and CIDR ranges (already validated by env.ts). */
export function trustedProxies(list: readonly string[]): TrustsPeer {
  if (list.length === 0) return () => false;
  const blocks = new BlockList();
  for (const item of list) {
    const [address = "", bits] = item.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, readWholeNumber(bits) ?? 0, type);
  }
  return (address) => {
    const plain = unmapped(address);
    const type = isIP(plain);
    return type !== 0 && blocks.check(plain, type === 6 ? "ipv6" : "ipv4");
  };
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) as `10.0.0.1`. */
function unmapped(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The TCP peer of a request, or undefined for requests made in-process (app.request in tests). */
export function peerAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? unmapped(address) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * X-Forwarded-For chain is read from its end (the entries proxies appended), skipping trusted
 * proxies, and the first other address is the client. Entries a client wrote itself sit at the
 * start of the chain and are never reached past an untrusted one, so throttles keyed on the
 * address cannot be dodged by sending the header.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusts: TrustsPeer,
): string {
  if (peer === undefined) return "unknown";
  if (!trusts(peer) || !forwardedFor) return peer;
  const chain = forwardedFor
    .split(",")
    .map((entry) => unmapped(entry.trim()))
    .filter((entry) => isIP(entry) !== 0);
  for (let index = chain.length - 1; index >= 0; index--) {
    const hop = chain[index]!;
    if (!trusts(hop)) return hop;
  }
  return chain[0] ?? peer;
}

/** The client's address as the request middleware resolved it (see resolveClientAddress). */
export function clientAddress(c: Context): string {
  return (c.get("clientAddress") as string | undefined) ?? "unknown";
}
