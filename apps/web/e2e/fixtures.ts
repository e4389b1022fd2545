import { test as base, expect } from "@playwright/test";

/**
 * Every page test also proves the page ran cleanly: no console error or warning. Errors are where
 * the browser reports Content-Security-Policy violations and uncaught exceptions; warnings are
 * where React and React Router report misuse (a missing key, a missing hydration fallback).
 * A test that expects one (a refused request the browser logs) reads it and empties the list:
 * `consoleErrors.length = 0`.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
