import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { ApiErrorBody } from "@rawaq/domain/envelope";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createApp } from "../src/app.ts";
import { DEFAULT_THROTTLE_LIMITS } from "../src/core/throttle.ts";
import { openDatabase } from "../src/db/client.ts";
import { organizationMembers, organizations, throttleHits, users } from "../src/db/schema/index.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import {
  PNG,
  type TestUser,
  approvedOrganizationRow,
  createUser,
  signupFields,
} from "./fixtures.ts";
import { type TestApp, createTestApp, databaseKind, listen } from "./helpers.ts";

// Signups and uploads are throttled in the database with the production limits (the other test
// files raise them: test/helpers.ts): ten signups an hour per client address, sixty uploads an
// hour per account. The client address is the socket's peer unless TRUSTED_PROXIES names it;
// what a client writes in a forwarding header never makes it someone else.

const { signupsPerHour, uploadsPerHour } = DEFAULT_THROTTLE_LIMITS;
const en = { "Accept-Language": "en" };
const ar = { "Accept-Language": "ar" };

const signup = (email = `signup-${randomUUID()}@example.sa`) => signupFields(email);

function formData(fields: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

const png = () => new File([PNG], "photo.png", { type: "image/png" });
const notAnImage = () => new File(["<svg/>"], "photo.png", { type: "image/png" });

/** What a 429 says: Retry-After, and the wait in the request's language. */
async function expectRefused(response: Response, locale: "ar" | "en" = "en") {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get("retry-after"));
  // The window is an hour; the first hit in it was made moments ago.
  expect(wait).toBeGreaterThan(60);
  expect(wait).toBeLessThanOrEqual(3600);
  const minutes = Math.ceil(wait / 60);
  expect(((await response.json()) as ApiErrorBody).message).toBe(
    locale === "en"
      ? `Too many attempts. Please try again in ${minutes} minutes.`
      : `محاولات كثيرة. يُرجى المحاولة مرة أخرى بعد ${minutes} دقيقة.`,
  );
}

let api: TestApp;
let takenEmail: string;
beforeAll(async () => {
  api = await createTestApp({ throttleLimits: DEFAULT_THROTTLE_LIMITS });
  takenEmail = (await createUser(api)).email;
});
afterAll(() => api.close());
// Every test starts with no hits: the limits are reached within each.
beforeEach(() => api.db.delete(throttleHits));

const register = (fields: Record<string, string>, headers = en) =>
  api.request("/api/auth/register", { method: "POST", headers, body: formData(fields) });

describe("signups: ten an hour per client address", () => {
  test("the eleventh signup within the hour is 429 with Retry-After, in ar and en, and stores nothing", async () => {
    for (let made = 0; made < signupsPerHour; made++) {
      expect((await register(signup())).status).toBe(201);
    }
    const refusedEmail = `refused-${randomUUID()}@example.sa`;
    await expectRefused(await register(signup(refusedEmail)), "en");
    await expectRefused(await register(signup(refusedEmail), ar), "ar");
    expect(await api.db.select().from(users).where(eq(users.email, refusedEmail))).toEqual([]);
  });

  test("forms sent back for correction do not count; attempts on a taken address do", async () => {
    const mistaken = { ...signup(), password_confirmation: "not the same passphrase" };
    for (let sent = 0; sent < signupsPerHour + 2; sent++) {
      expect((await register(mistaken)).status).toBe(422);
    }
    for (let probe = 0; probe < signupsPerHour - 1; probe++) {
      expect((await register(signup(takenEmail))).status).toBe(409);
    }
    expect((await register(signup())).status).toBe(201);
    await expectRefused(await register(signup(takenEmail)));
  });
});

describe("uploads: sixty an hour per account, one rule for every upload route", () => {
  test("an account's 61st upload in the hour is 429 on any upload route; another account's is not", async () => {
    const [exhibitor, other] = [await createUser(api), await createUser(api)];
    const uploadPhoto = (user: TestUser, file: File, headers = user.headers()) =>
      api.request("/api/profile/photo", { method: "PUT", headers, body: formData({ file }) });
    // Refused files count too: reading the body is the cost the limit bounds.
    for (let sent = 0; sent < uploadsPerHour; sent++) {
      const stored = sent % 2 === 0;
      expect((await uploadPhoto(exhibitor, stored ? png() : notAnImage())).status).toBe(
        stored ? 201 : 422,
      );
    }

    await expectRefused(await uploadPhoto(exhibitor, png()), "en");
    await expectRefused(await uploadPhoto(exhibitor, png(), exhibitor.headers("ar")), "ar");
    await expectRefused(
      await api.request("/api/profile/identity-document", {
        method: "POST",
        headers: exhibitor.headers(),
        body: formData({ file: png() }),
      }),
    );
    expect((await uploadPhoto(other, png())).status).toBe(201);
  });
});

describe("every route that reads a multipart body is throttled", () => {
  // The routes that take uploads, each behind the one upload throttle (core/throttle.ts). Any
  // other route refuses a multipart body (415, app.ts), so an upload route cannot be added
  // without the throttle: it would refuse its own uploads.
  const UPLOAD_ROUTES = [
    "POST /api/admin/events/zones/:zoneId/booths/import",
    "POST /api/auth/register",
    "POST /api/badges",
    "POST /api/invoices/:invoiceId/proof",
    "POST /api/organizations/:id/book-imports",
    "POST /api/organizations/:id/logistics-imports",
    "POST /api/profile/identity-document",
    "PUT /api/organizations/:id/documents/:kind",
    "PUT /api/profile/photo",
  ];

  let walk: TestApp;
  beforeAll(async () => {
    walk = await createTestApp({
      throttleLimits: { ...DEFAULT_THROTTLE_LIMITS, uploadsPerHour: 1 },
    });
  });
  afterAll(() => walk.close());

  test("walked over the app's routes: each answers a multipart body with 429 past the limit, or refuses it with 415", async () => {
    const admin = await createUser(walk, { role: "admin" });
    const manager = await createUser(walk);
    const [organization] = await walk.db
      .insert(organizations)
      .values(approvedOrganizationRow(1))
      .returning();
    await walk.db
      .insert(organizationMembers)
      .values({ organizationId: organization!.id, userId: manager.id, role: "manager" });
    // Each caller's one upload of the hour: the signed-out one signs up with a photo.
    for (const user of [admin, manager]) {
      const stored = await walk.request("/api/profile/photo", {
        method: "PUT",
        headers: user.headers(),
        body: formData({ file: png() }),
      });
      expect(stored.status).toBe(201);
    }
    const registered = await walk.request("/api/auth/register", {
      method: "POST",
      body: formData({ ...signup(), personal_image: png() }),
    });
    expect(registered.status).toBe(201);

    // Read from the app, as test/boundaries.test.ts does; GET carries no body.
    const routes = [
      ...new Set(
        walk.app.routes
          .filter(
            (route) => !["ALL", "GET"].includes(route.method) && route.path.startsWith("/api/"),
          )
          .map((route) => `${route.method} ${route.path}`),
      ),
    ].sort();
    // The manager's organization and a document kind, so the access checks before the throttle
    // pass; any other id is well-formed, which is all a check before it may look at.
    const values: Record<string, string> = { id: organization!.id, kind: "logo" };
    const callers = [{}, admin.headers(), manager.headers()];
    const answers: Record<string, number[]> = {};
    for (const route of routes) {
      const [method, pattern] = route.split(" ") as [string, string];
      const path = pattern.replace(
        /:(\w+)/g,
        (_match, name: string) => values[name] ?? randomUUID(),
      );
      answers[route] = [];
      for (const headers of callers) {
        const response = await walk.request(path, {
          method,
          headers,
          body: formData({ file: png(), name: "دار" }),
        });
        answers[route].push(response.status);
      }
    }

    // Anything else is a route that read the body unthrottled, or one whose checks before the
    // throttle refused the call (then its parameter needs a value above).
    const throttled = routes.filter((route) => answers[route]!.includes(429));
    const unaccounted = routes
      .filter((route) => !throttled.includes(route) && answers[route]!.some((s) => s !== 415))
      .map((route) => `${route}: ${answers[route]!.join(", ")}`);
    expect(unaccounted).toEqual([]);
    expect(throttled).toEqual(UPLOAD_ROUTES);
  });
});

describe("the limits hold across API processes", () => {
  test("hits recorded through one app instance refuse the same client on another over the same database", async () => {
    // On PostgreSQL the second instance has its own pool, as a second process has; PGlite is one
    // process's database, so there the two instances share its one connection.
    const ownPool =
      databaseKind === "postgres"
        ? await openDatabase({ kind: "postgres", url: api.url! })
        : undefined;
    const second = createApp({
      db: ownPool?.db ?? api.db,
      databaseKind,
      fileStore: createDirectoryFileStore(api.uploadsDir),
      throttleLimits: DEFAULT_THROTTLE_LIMITS,
    });
    try {
      const exhibitor = await createUser(api);
      for (let probe = 0; probe < signupsPerHour; probe++) {
        expect((await register(signup(takenEmail))).status).toBe(409);
      }
      for (let sent = 0; sent < uploadsPerHour; sent++) {
        const refusedFile = await api.request("/api/profile/photo", {
          method: "PUT",
          headers: exhibitor.headers(),
          body: formData({ file: notAnImage() }),
        });
        expect(refusedFile.status).toBe(422);
      }

      await expectRefused(
        await second.request("/api/auth/register", {
          method: "POST",
          headers: en,
          body: formData(signup()),
        }),
      );
      await expectRefused(
        await second.request("/api/profile/photo", {
          method: "PUT",
          headers: exhibitor.headers(),
          body: formData({ file: png() }),
        }),
      );
    } finally {
      await ownPool?.close();
    }
  });
});

/** A signup over a real socket from `from` (any 127.x address is this machine's loopback). */
async function registerOver(
  url: string,
  options: { from: string; email?: string; headers?: Record<string, string> },
): Promise<number> {
  const built = new Request(`${url}/api/auth/register`, {
    method: "POST",
    body: formData(signup(options.email)),
  });
  const body = Buffer.from(await built.arrayBuffer());
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      `${url}/api/auth/register`,
      {
        method: "POST",
        localAddress: options.from,
        headers: {
          ...en,
          ...options.headers,
          "Content-Type": built.headers.get("content-type")!,
          "Content-Length": String(body.byteLength),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

/** Forwarding headers a client may write, different on every request. */
const spoofed = (serial: number) => ({
  "X-Forwarded-For": `198.51.100.${serial}`,
  Forwarded: `for=198.51.100.${serial + 100};proto=https`,
  "X-Real-IP": `192.0.2.${serial}`,
});

describe("throttles are not fooled by forwarding headers", () => {
  test("without TRUSTED_PROXIES the socket's address is the client, whatever headers it sends", async () => {
    const server = await listen(api);
    try {
      for (let probe = 0; probe < signupsPerHour; probe++) {
        const status = await registerOver(server.url, {
          from: "127.0.0.1",
          email: takenEmail,
          headers: spoofed(probe),
        });
        expect(status).toBe(409);
      }
      const again = { from: "127.0.0.1", email: takenEmail, headers: spoofed(50) };
      expect(await registerOver(server.url, again)).toBe(429);
      // Another address is its own client.
      expect(await registerOver(server.url, { from: "127.0.0.2" })).toBe(201);
    } finally {
      await server.close();
    }
  });

  test("behind a trusted proxy the address it forwards is the client; hops written left of it are not", async () => {
    // 127.0.0.1 is the proxy in front, 10.0.0.0/8 the balancers behind it.
    const proxied = await createTestApp({
      trustedProxies: ["127.0.0.1", "10.0.0.0/8"],
      throttleLimits: DEFAULT_THROTTLE_LIMITS,
    });
    const taken = (await createUser(proxied)).email;
    const server = await listen(proxied);
    const viaProxy = (forwardedFor: string, serial: number, from = "127.0.0.1") =>
      registerOver(server.url, {
        from,
        email: taken,
        headers: { ...spoofed(serial), "X-Forwarded-For": forwardedFor },
      });
    try {
      // The client 203.0.113.9 writes a different first hop each time; the proxies append what
      // they saw.
      for (let probe = 0; probe < signupsPerHour; probe++) {
        const chain =
          probe % 2 === 0
            ? `198.51.100.${probe}, 203.0.113.9`
            : `198.51.100.${probe}, 203.0.113.9, 10.1.2.3`;
        expect(await viaProxy(chain, probe)).toBe(409);
      }
      expect(await viaProxy("198.51.100.77, 203.0.113.9, 10.1.2.3", 77)).toBe(429);
      expect(await viaProxy("203.0.113.9", 78)).toBe(429);

      // Another client behind the proxy is not held up, and a peer that is not a proxy is its
      // own client whatever address it forwards.
      expect(await viaProxy("203.0.113.10", 79)).toBe(409);
      expect(await viaProxy("203.0.113.9", 80, "127.0.0.2")).toBe(409);
    } finally {
      await server.close();
      await proxied.close();
    }
  });
});
