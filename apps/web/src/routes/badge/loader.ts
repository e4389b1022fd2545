import type { PublicBadge } from "@rawaq/domain/badges";
import { type LoaderFunctionArgs, data } from "react-router-dom";
import { serverContext } from "../../server/server-context.ts";

/** What the badge page starts from: the server's reading, or nothing in the browser. */
export interface BadgeLoaderData {
  badge: PublicBadge | null;
}

/**
 * On the server, the badge as anyone may see it, so a gate guard's phone shows the verdict from
 * the first byte; an unknown id is the 404 page with a 404 status. In the browser the page reads
 * it through SWR, as before.
 */
export async function badgeLoader({ params, context }: LoaderFunctionArgs) {
  const server = serverContext(context);
  if (!server || !params.id) return null;
  const { status, body } = await server.readPublic(
    `/api/public/badges/${encodeURIComponent(params.id)}`,
  );
  if (status === 404) return data<BadgeLoaderData>({ badge: null }, { status: 404 });
  // Anything else (a throttled lookup, a fault) leaves it to the browser, which retries.
  if (status !== 200) return null;
  return { badge: (body as { data: { badge: PublicBadge } }).data.badge } as BadgeLoaderData;
}
