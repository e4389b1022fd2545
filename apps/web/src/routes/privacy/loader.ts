import type { PrivacyTerms } from "@rawaq/domain/privacy";
import type { LoaderFunctionArgs } from "react-router-dom";
import { serverContext } from "../../server/server-context.ts";

/** What the notice starts from: the server's terms, or nothing in the browser. */
export interface PrivacyLoaderData {
  terms: PrivacyTerms;
}

/**
 * On the server, the notice's version and retention periods, so the first HTML holds the whole
 * notice; in the browser the page reads them through SWR.
 */
export async function privacyLoader({ context }: LoaderFunctionArgs) {
  const server = serverContext(context);
  if (!server) return null;
  const { status, body } = await server.readPublic("/api/privacy");
  if (status !== 200) return null;
  return { terms: (body as { data: PrivacyTerms }).data } satisfies PrivacyLoaderData;
}
