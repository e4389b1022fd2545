/**
 * The value of a cookie readable by scripts, or undefined. On the server (no document) the page
 * is rendered from the request's `Cookie` header instead (src/server/render.tsx), so undefined.
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return cookieFrom(document.cookie, name);
}

/** A cookie's value in a `Cookie` header or `document.cookie`, or undefined. */
export function cookieFrom(header: string | null | undefined, name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = header?.split(/;\s*/).find((part) => part.startsWith(prefix));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
