import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { AUDIT_ENTITIES, type AuditEntry } from "@rawaq/domain/review";
import { LOCALES } from "@rawaq/i18n/locales";
import { MemoryRouter } from "react-router-dom";
import { expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { AuditTable } from "./audit-table.tsx";

// The console's recent decisions once called a booth reservation ("A-14") and a participation
// request a "Book" (issue 26): one row of every kind the audit log can hold, read back.
const ENTRIES: AuditEntry[] = AUDIT_ENTITIES.map((type, index) => ({
  id: `e${index}`,
  entity_type: type,
  entity_id: `0192f0a4-5b1c-7d3e-8f00-00000000000${index}`,
  entity_label: { ar: `موضوع ${index}`, en: `Subject ${index}` },
  organization_id: type === "user" ? null : "0192f0a4-5b1c-7d3e-8f00-0000000000aa",
  event_id: type === "booth_reservation" ? "0192f0a4-5b1c-7d3e-8f00-0000000000ee" : null,
  actor: { name: "Admin", role: "admin", deleted: false },
  from_status: null,
  to_status: "approved",
  reason: null,
  created_at: "2026-11-24T09:41:00Z",
}));

test.each(LOCALES)(
  "every audited kind is named for itself and opens its object (%s)",
  async (locale) => {
    await activateLocale(locale);
    const screen = await render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <AuditTable caption="Audit" entries={ENTRIES} meta={undefined} isLoading={false} />
        </MemoryRouter>
      </I18nProvider>,
    );

    await expect.element(screen.getByText(ENTRIES[0]!.entity_label[locale])).toBeVisible();
    const kinds = new Map<string, string>();
    for (const cell of screen.container.querySelectorAll("[data-entity]")) {
      const type = cell.getAttribute("data-entity")!;
      // The table may lay rows out twice (a table and cards); each row's name must agree.
      const name = cell.firstElementChild?.textContent ?? "";
      expect(kinds.get(type) ?? name, type).toBe(name);
      kinds.set(type, name);
      expect(cell.querySelector("a")?.getAttribute("href"), `${type} is a link`).toMatch(
        new RegExp(`^/${locale}/`),
      );
    }
    expect([...kinds.keys()].sort()).toEqual([...AUDIT_ENTITIES].sort());
    const book = kinds.get("book");
    for (const [type, name] of kinds) {
      if (type !== "book") expect(name, type).not.toBe(book);
    }
    expect(new Set(kinds.values()).size).toBe(AUDIT_ENTITIES.length);
  },
);
