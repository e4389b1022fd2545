/**
 * Per-path rules (spec §2: "a per-path rules lookup may give a redirect"). Paths are without the
 * locale prefix. A relative redirect stays in the app under the same locale; an absolute one
 * (`https://…`) leaves it with a full page load.
 */
export interface RouteRule {
  redirect?: string;
}

export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  // Short addresses people type or were given on printed material.
  "/login": { redirect: "/auth/login" },
  "/register": { redirect: "/auth/signup" },
  "/signup": { redirect: "/auth/signup" },
  "/profile": { redirect: "/auth/profile" },
  // The API's own health answer, outside the app.
  "/status": { redirect: "/api/health" },
};

export type RuleRedirect = { kind: "app"; to: string } | { kind: "document"; to: string };

export function isAbsoluteUrl(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(target);
}

/** The redirect a path's rule asks for, if any. */
export function ruleRedirect(
  path: string,
  rules: Readonly<Record<string, RouteRule>> = ROUTE_RULES,
  origin = globalThis.location?.origin ?? "",
): RuleRedirect | null {
  const target = rules[path.replace(/\/+$/, "") || "/"]?.redirect;
  if (!target) return null;
  if (isAbsoluteUrl(target)) return { kind: "document", to: target };
  // Paths outside the SPA (the API) are absolute too: only a full load reaches the server.
  if (target.startsWith("/api/")) return { kind: "document", to: `${origin}${target}` };
  return { kind: "app", to: target };
}
