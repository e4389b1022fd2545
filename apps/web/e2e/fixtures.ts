import { test as base, expect } from "@playwright/test";

/**
 * Every page test also proves the page ran cleanly: no console error or warning. Errors are where
 * the browser reports Content-Security-Policy violations and uncaught exceptions; warnings are
 * where React and React Router report misuse (a missing key, a missing hydration fallback).
 * A test that expects one (a refused request the browser logs) reads it and empties the list:
 * `consoleErrors.length = 0`.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // The server draws each page and the app takes it over once it is painted (decision 082): a
  // test acts on the page the user acts on, the app's, so a navigation waits for it to run.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // Only the app's pages are taken over (not about:blank, nor a file the server sends, nor
    // the fair guide's pages, which are complete as they arrive: decision 083).
    const hydrated = async () => {
      if (!/^https?:/.test(page.url()) || new URL(page.url()).pathname.startsWith("/guide/"))
        return;
      await page
        .waitForSelector("html[data-hydrated]", { state: "attached", timeout: 20_000 })
        .catch(() => null);
    };
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const messages: string[] = [];
      page.on("console", (message) => {
        const type = message.type();
        if (type === "error") messages.push(message.text());
        else if (type === "warning") messages.push(`warning: ${message.text()}`);
      });
      page.on("pageerror", (error) => messages.push(error.message));
      await use(messages);
      expect(messages, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
