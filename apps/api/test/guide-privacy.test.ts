import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { badges, organizationProfiles, organizations, users } from "../src/db/schema/index.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

/**
 * Issue 29's privacy rule: no person's name, e-mail, phone or identity data appears anywhere in
 * the guide. On the demo data, as a first start seeds it, every guide page a visitor or a crawler
 * can reach (each link followed from the homes and the sitemaps) is read and searched for them.
 */
const GUIDE_DIST = fileURLToPath(new URL("../../guide/dist", import.meta.url));
/** More pages than the demo guide has: a loop in the links would stop here, and fail below. */
const MOST_PAGES = 3000;

let api: TestApp;

beforeAll(async () => {
  if (!existsSync(GUIDE_DIST)) throw new Error(`No guide build: run "pnpm build".`);
  api = await createTestApp({ guideDistDir: GUIDE_DIST });
  expect(await seedDemoData(api.db, createDirectoryFileStore(api.uploadsDir))).toBe(true);
});
afterAll(() => api?.close());

/** Every personal datum the demo holds: its people's names, e-mails, phones, identity numbers. */
async function personalData(): Promise<string[]> {
  const people = await api.db.select().from(users);
  const houses = await api.db.select().from(organizations);
  const holders = await api.db.select({ name: badges.printedName }).from(badges);
  const profiles = await api.db.select().from(organizationProfiles);
  const published = new Set(
    profiles.flatMap((profile) => [profile.publicEmail, profile.publicPhone]).filter(Boolean),
  );
  return [
    ...people.flatMap((person) => [
      person.email,
      `${person.firstName} ${person.lastName}`,
      person.phone,
      person.identityNumber,
    ]),
    // A house's own contact details may be its staff's: shown only where its manager published
    // them as the house's public contact (organization_profiles), which the guide may show.
    ...houses
      .flatMap((house) => [house.email, house.phone1, house.phone2])
      .filter((value) => !published.has(value ?? "")),
    ...holders.map((holder) => holder.name),
  ].filter((value): value is string => Boolean(value && value.trim().length >= 4));
}

test("no page of the demo guide shows a person's name, e-mail, phone or identity number", async () => {
  const forbidden = await personalData();
  expect(forbidden.length).toBeGreaterThan(5);
  const queue = ["/guide/ar", "/guide/en", "/guide/sitemap.xml"];
  const seen = new Set(queue);
  const read: string[] = [];
  while (queue.length > 0 && read.length < MOST_PAGES) {
    const path = queue.shift()!;
    const answer = await api.request(path);
    expect(answer.status, path).toBeLessThan(500);
    const body = await answer.text();
    read.push(path);
    for (const text of forbidden) expect(body, `${path} shows ${text}`).not.toContain(text);
    // Links of the pages, and the sitemaps' addresses (absolute, on the public origin).
    for (const [, link] of body.matchAll(
      /(?:href="|<loc>)(?:https?:\/\/[^/"<]+)?(\/guide\/[^"<#]*)/g,
    )) {
      const next = link!.replaceAll("&amp;", "&");
      if (/^\/guide\/(assets|logos)\//.test(next) || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  expect(queue, "the crawl ended before it read every page").toEqual([]);
  // The demo's houses and titles were reached, not only the homes.
  expect(read.some((path) => /\/guide\/ar\/exhibitors\/[^?]+$/.test(path))).toBe(true);
  expect(read.some((path) => /\/guide\/en\/books\/\d{13}$/.test(path))).toBe(true);
});
