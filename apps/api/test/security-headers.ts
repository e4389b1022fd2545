/**
 * What every answer of the app must carry, a page, a file or JSON alike (app.ts): a CSP that
 * runs only the app's own scripts (no inline script, no eval) and lets no page frame it, no
 * plugin content, no MIME sniffing, no referrer. The problems found, empty when there are none.
 */
export function securityHeaderProblems(response: Response): string[] {
  const csp = response.headers.get("content-security-policy") ?? "";
  const directives = new Map(
    csp.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const problems: string[] = [];
  const scripts = directives.get("script-src") ?? directives.get("default-src");
  if (!scripts || scripts.some((source) => /unsafe-inline|unsafe-eval|^\*$|^data:/.test(source))) {
    problems.push(`script-src ${scripts?.join(" ") ?? "missing"}`);
  }
  if (directives.get("frame-ancestors")?.join(" ") !== "'none'") problems.push("frame-ancestors");
  if (directives.get("object-src")?.join(" ") !== "'none'") problems.push("object-src");
  if (response.headers.get("x-frame-options") !== "DENY") problems.push("X-Frame-Options");
  if (response.headers.get("x-content-type-options") !== "nosniff") problems.push("nosniff");
  if (response.headers.get("referrer-policy") !== "no-referrer") problems.push("Referrer-Policy");
  return problems;
}
