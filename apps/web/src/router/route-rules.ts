import { sameOriginPath } from "./same-origin-path.ts";

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

/**
 * The redirect a path's rule asks for, if any. An absolute target must be a web page (http or
 * https: a `javascript://…` target would run code); any other goes through `sameOriginPath`, so
 * a mistyped rule (`//host`, `/\host`) cannot send anyone off the origin. A rule whose target
 * fails is no redirect.
 */
export function ruleRedirect(
  path: string,
  rules: Readonly<Record<string, RouteRule>> = ROUTE_RULES,
  origin = globalThis.location?.origin ?? "http://localhost",
): RuleRedirect | null {
  const key = path.replace(/\/+$/, "") || "/";
  // Own rules only: a path such as "/constructor" must not find Object's.
  const target = Object.hasOwn(rules, key) ? rules[key]?.redirect : undefined;
  if (!target) return null;
  if (isAbsoluteUrl(target)) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return null;
    }
    return /^https?:$/.test(url.protocol) ? { kind: "document", to: url.href } : null;
  }
  const to = sameOriginPath(target, origin);
  if (to === null) return null;
  // Paths outside the SPA (the API) are absolute too: only a full load reaches the server.
  if (to.startsWith("/api/")) return { kind: "document", to: `${new URL(origin).origin}${to}` };
  return { kind: "app", to };
}
