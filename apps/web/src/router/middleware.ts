import type { Locale } from "@rawaq/i18n/locales";

export interface MiddlewareContext {
  locale: Locale;
  /** The path without its locale prefix: `/books/new`. */
  path: string;
  hasToken: boolean;
}

/** A redirect target (locale-relative path), or null to let the visitor through. */
export type Middleware = (context: MiddlewareContext) => string | null;

const LOGIN_PATH = "/auth/login";
const PROFILE_PATH = "/auth/profile";

/** Route guards by name (spec §2 access rules); routes name the one they need. */
const registry = {
  /** badges and contact: open to everyone. */
  public: () => null,
  /** login and signup: a token holder goes to the profile instead. */
  guest: ({ hasToken }) => (hasToken ? PROFILE_PATH : null),
  /** everything else: no token, the login page. */
  auth: ({ hasToken }) => (hasToken ? null : LOGIN_PATH),
} satisfies Record<string, Middleware>;

export type MiddlewareName = keyof typeof registry;

/** The guard registered under `name`; an unknown name is a programming error and throws. */
export function middleware(name: string): Middleware {
  if (!Object.hasOwn(registry, name)) throw new Error(`Unknown middleware: ${name}`);
  return registry[name as MiddlewareName];
}
