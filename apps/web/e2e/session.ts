import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const EXHIBITOR = { email: "exhibitor@rawaq.local", password: "Rawaq-Exhibitor-2026!" };

/** Logs in through the real API and returns the bearer token. */
export async function logIn(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await request.post("/api/auth/login", { data: account });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  return data.token;
}

/** Logs in through the real API and hands the token to the browser the way the app stores it. */
export async function signIn(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  account = EXHIBITOR,
): Promise<string> {
  const token = await logIn(request, account);
  await context.addCookies([{ name: "token", value: token, url: baseURL, sameSite: "Lax" }]);
  await context.addInitScript((token) => localStorage.setItem("authToken", token), token);
  return token;
}
