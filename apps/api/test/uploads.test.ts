import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import exifr from "exifr";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { files, organizationFiles } from "../src/db/schema/index.ts";
import { createDirectoryFileStore } from "../src/lib/file-store.ts";
import { type TestUser, createUser, legalData, SIGNUP_PASSWORD, signupFields } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

// Every image a person uploads passes one step that drops its metadata (core/files.ts): the
// GPS position a phone writes into a photo must not be stored, nor shown to the administration,
// a manager or anyone else who can open the file. The photos here were given a GPS position,
// camera details and comments by ExifTool (test/images, see src/lib/image-metadata.test.ts).

const image = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./images/${name}`, import.meta.url)));
const JPEG = image("gps.jpg");
const PNG = image("gps.png");
const WEBP = image("gps.webp");

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: "admin" });
});
afterAll(() => api.close());

function stored(storageKey: string): Promise<Uint8Array> {
  return readFile(join(api.uploadsDir, storageKey.slice(0, 2), storageKey)).then(
    (buffer) => new Uint8Array(buffer),
  );
}

/** What a person would learn from the file: its GPS position and camera, if any. */
async function expectNoMetadata(bytes: Uint8Array, orientation: number) {
  expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
  const text = Buffer.from(bytes).toString("latin1");
  for (const secret of ["RawaqCam", "Secret-Photographer", "Riyadh", "secret-comment"]) {
    expect(text).not.toContain(secret);
  }
  // exifr reads no WebP; the WebP orientation is checked in src/lib/image-metadata.test.ts.
  if (!text.startsWith("RIFF")) expect(await exifr.orientation(bytes)).toBe(orientation);
}

function form(field: string, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set(field, new File([bytes], name, { type: "application/octet-stream" }));
  return body;
}

describe("images lose their metadata when stored, and are served without it", () => {
  test("the personal photo sent at sign-up", async () => {
    const response = await api.request("/api/auth/register", {
      method: "POST",
      body: form("personal_image", JPEG, "me.jpg", signupFields("photo-owner@example.sa")),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { user: { id: string } } };
    const [row] = await api.db.select().from(files).where(eq(files.ownerUserId, data.user.id));
    const bytes = await stored(row!.storageKey);
    await expectNoMetadata(bytes, 6);
    expect(row!.sizeBytes).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(JPEG.byteLength);

    const login = await api.request("/api/auth/login", {
      json: { email: "photo-owner@example.sa", password: SIGNUP_PASSWORD },
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const served = await api.request("/api/profile/photo", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  test("the identity document, as its owner and the administration see it", async () => {
    const owner = await createUser(api, { withIdentityDocument: false });
    const response = await api.request("/api/profile/identity-document", {
      method: "POST",
      headers: owner.headers(),
      body: form("file", PNG, "id.png"),
    });
    expect(response.status).toBe(201);
    const [row] = await api.db.select().from(files).where(eq(files.ownerUserId, owner.id));
    const bytes = await stored(row!.storageKey);
    await expectNoMetadata(bytes, 6);

    for (const [path, headers] of [
      ["/api/profile/identity-document", owner.headers()],
      [`/api/admin/users/${owner.id}/identity-document`, admin.headers()],
    ] as const) {
      const served = await api.request(path, { headers });
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
  });

  test("the organization's logo and an image sent as its registration file", async () => {
    const manager = await createUser(api);
    const created = await api.request("/api/organizations", {
      headers: manager.headers(),
      json: legalData(),
    });
    const { id } = ((await created.json()) as { data: { organization: { id: string } } }).data
      .organization;
    for (const [kind, bytes, name, orientation] of [
      ["logo", WEBP, "logo.webp", 8],
      ["commercial_registration", JPEG, "cr.jpg", 6],
    ] as const) {
      const uploaded = await api.request(`/api/organizations/${id}/documents/${kind}`, {
        method: "PUT",
        headers: manager.headers(),
        body: form("file", bytes, name),
      });
      expect(uploaded.status).toBe(200);
      const [row] = await api.db
        .select()
        .from(organizationFiles)
        .where(eq(organizationFiles.organizationId, id))
        .then((rows) => rows.filter((file) => file.kind === kind));
      const kept = await stored(row!.storageKey);
      await expectNoMetadata(kept, orientation);

      const served = await api.request(`/api/organizations/${id}/documents/${kind}`, {
        headers: manager.headers(),
      });
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(kept);
    }
  });

  test("a photo stored before this step existed is served without its metadata", async () => {
    const owner = await createUser(api, { withIdentityDocument: false });
    // Put in the store directly, as an upload before this step would have left it.
    const storageKey = await createDirectoryFileStore(api.uploadsDir).save(JPEG);
    await api.db.insert(files).values({
      ownerUserId: owner.id,
      purpose: "identity_document",
      contentType: "image/jpeg",
      sizeBytes: JPEG.byteLength,
      storageKey,
    });
    const served = await api.request("/api/profile/identity-document", {
      headers: owner.headers(),
    });
    expect(served.status).toBe(200);
    const bytes = new Uint8Array(await served.arrayBuffer());
    await expectNoMetadata(bytes, 6);
    expect(served.headers.get("content-length")).toBe(String(bytes.byteLength));
  });
});
