import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@rawaq/i18n/locales";
import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../i18n/activate-locale.ts";
import { type ActorNameProps, ActorName } from "./actor-name.tsx";

async function renderIn(locale: Locale, actor: ActorNameProps["actor"]) {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <p>
        <ActorName actor={actor} />
      </p>
    </I18nProvider>,
  );
}

// Issue 31: once an account is deleted the records keep what it did, never its name.
describe("ActorName", () => {
  test("a deleted account without a name (a message's author) reads «Deleted account»", async () => {
    const screen = await renderIn("en", { name: "", deleted: true });
    await expect.element(screen.getByText("Deleted account", { exact: true })).toBeVisible();
    expect(screen.container.querySelector("[data-state=deleted]")).not.toBeNull();
  });

  test("says it in Arabic too", async () => {
    const screen = await renderIn("ar", { name: "", deleted: true });
    await expect.element(screen.getByText("حساب محذوف", { exact: true })).toBeVisible();
  });

  test("a deleted account in the audit log keeps its pseudonym", async () => {
    const screen = await renderIn("en", { name: "3f9a0c1e", deleted: true });
    await expect
      .element(screen.getByText("Deleted account 3f9a0c1e", { exact: true }))
      .toBeVisible();
  });

  test("anyone else is their name, isolated", async () => {
    const screen = await renderIn("ar", { name: "Sara Haddad", deleted: false });
    await expect.element(screen.getByText("Sara Haddad", { exact: true })).toBeVisible();
    expect(screen.container.querySelector("bdi")?.textContent).toBe("Sara Haddad");
    expect(screen.container.textContent).not.toContain("حساب محذوف");
  });
});
