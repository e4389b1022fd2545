import type { APIRequestContext, BrowserContext } from "@playwright/test";

export const EXHIBITOR = { email: "exhibitor@rawaq.local", password: "Rawaq-Exhibitor-2026!" };

/** Logs in through the real API and hands the token to the browser the way the app stores it. */
export async function signIn(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  account = EXHIBITOR,
): Promise<string> {
  const response = await request.post("/api/auth/login", { data: account });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  const { data } = (await response.json()) as { data: { token: string } };
  await context.addCookies([{ name: "token", value: data.token, url: baseURL, sameSite: "Lax" }]);
  await context.addInitScript((token) => localStorage.setItem("authToken", token), data.token);
  return data.token;
}
