import { i18n } from "@lingui/core";
import { AUDIT_ENTITIES, type AuditEntry } from "@rawaq/domain/review";
import { LOCALES } from "@rawaq/i18n/locales";
import { matchRoutes } from "react-router-dom";
import { describe, expect, test } from "vitest";
import { activateLocale } from "../i18n/activate-locale.ts";
import { routes } from "../router/routes.tsx";
import { AUDIT_ENTITY_LABELS, auditEntryPath } from "./audit-subject.ts";

const ORGANIZATION_ID = "0192f0a4-5b1c-7d3e-8f00-00000000000a";
const EVENT_ID = "0192f0a4-5b1c-7d3e-8f00-00000000000e";

function entry(type: AuditEntry["entity_type"]): AuditEntry {
  const label = type === "user" ? "Huda Alharbi <huda@dar.example>" : "A-14";
  return {
    id: "e1",
    entity_type: type,
    entity_id: "0192f0a4-5b1c-7d3e-8f00-000000000001",
    entity_label: { ar: label, en: label },
    organization_id: type === "user" ? null : ORGANIZATION_ID,
    event_id: type === "booth_reservation" ? EVENT_ID : null,
    actor: { name: "Admin", role: "admin", deleted: false },
    from_status: null,
    to_status: "approved",
    reason: null,
    created_at: "2026-11-24T09:41:00Z",
  };
}

/** The route pattern a path opens, or undefined for the not-found page. */
function pagePattern(path: string): string | undefined {
  const leaf = matchRoutes(routes, new URL(`/en${path}`, "http://rawaq.test").pathname)?.at(-1);
  return leaf && leaf.route.path !== "*" ? (leaf.route.path ?? "(index)") : undefined;
}

// Every kind the audit log can hold, from the domain's list (the database's enum is the same).
describe.each(LOCALES)("audit kinds in %s", (locale) => {
  test("each has a name of its own, and only a book is called a book", async () => {
    await activateLocale(locale);
    const names = AUDIT_ENTITIES.map((type) => i18n._(AUDIT_ENTITY_LABELS[type]));
    const book = i18n._(AUDIT_ENTITY_LABELS.book);

    expect(new Set(names).size, names.join(" | ")).toBe(AUDIT_ENTITIES.length);
    for (const [index, type] of AUDIT_ENTITIES.entries()) {
      expect(names[index], type).not.toBe("");
      if (type !== "book") expect(names[index], type).not.toBe(book);
    }
  });
});

describe("the object of an audit entry", () => {
  test.each(AUDIT_ENTITIES)("%s opens a page of the console", (type) => {
    const path = auditEntryPath(entry(type), "admin");

    expect(path).not.toBeNull();
    expect(pagePattern(path!), `${path} is a page of the app`).toBeDefined();
  });

  test.each(AUDIT_ENTITIES.filter((type) => type !== "user"))(
    "%s opens a page of the organization's own",
    (type) => {
      const path = auditEntryPath(entry(type), "exhibitor");

      expect(path).not.toBeNull();
      expect(pagePattern(path!), `${path} is a page of the app`).toBeDefined();
      expect(path!.startsWith("/admin"), path!).toBe(false);
    },
  );

  test("a booth reservation leads to its event's reservations, an account to its search", () => {
    expect(auditEntryPath(entry("booth_reservation"), "admin")).toBe(
      `/admin/reservations?event_id=${EVENT_ID}`,
    );
    expect(auditEntryPath(entry("booth_reservation"), "exhibitor")).toBe(
      `/reservation?event=${EVENT_ID}`,
    );
    expect(auditEntryPath(entry("user"), "admin")).toBe("/admin/users?q=huda%40dar.example");
    expect(auditEntryPath(entry("book"), "admin")).toBe(
      `/admin/books?status=all&organization_id=${ORGANIZATION_ID}&q=A-14`,
    );
  });
});
