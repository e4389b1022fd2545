import { test as base, expect } from "@playwright/test";

/**
 * Every page test also proves the page ran cleanly: no console error, which is where the browser
 * reports Content-Security-Policy violations and uncaught exceptions.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
