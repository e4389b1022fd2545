import type { User } from "@rawaq/domain/user";
import type { ApiErrorBody } from "@rawaq/domain/envelope";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { and, count, eq } from "drizzle-orm";
import { storedThrottleKey } from "../src/core/throttle.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authTokens, files, throttleHits, users } from "../src/db/schema/index.ts";
import { hashToken } from "../src/core/sessions.ts";
import { hashPassword } from "../src/lib/password.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

const en = { "Accept-Language": "en" };
const ar = { "Accept-Language": "ar" };

// Smallest real images of each kind, and a text file pretending to be one.
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  ),
);
const JPEG_HEADER = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
const NOT_AN_IMAGE = new TextEncoder().encode("<svg onload=alert(1)></svg>");

const signup = {
  email: "  Noura@Dar-AlKitab.example ",
  password: "a long enough passphrase",
  password_confirmation: "a long enough passphrase",
  first_name: "نورة",
  last_name: "القحطاني",
  phone: "+966501234567",
  confirm_identity: "١٠٠٠٠٠٠٠٠٨",
  identity_expiration_date: "2031-01-31",
  date_of_birth: "1990-05-01",
  country: "SA",
  city: "SA-RIYADH",
  district: "العليا",
  street: "طريق الملك فهد",
};

function form(
  fields: Record<string, string>,
  photo?: { bytes: Uint8Array; name: string; type: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (photo) body.set("personal_image", new File([photo.bytes], photo.name, { type: photo.type }));
  return body;
}

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const register = (
  fields: Record<string, string>,
  headers = en,
  photo?: Parameters<typeof form>[1],
) => api.request("/api/auth/register", { method: "POST", headers, body: form(fields, photo) });
const login = (email: string, password: string, headers = en) =>
  api.request("/api/auth/login", { headers, json: { email, password } });
const failed = async (response: Response) => (await response.json()) as ApiErrorBody;

async function userCount() {
  const [row] = await api.db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

describe("POST /api/auth/register", () => {
  test("creates the account from the multipart form, with the photo, and normalises input", async () => {
    const response = await register(signup, en, { bytes: PNG, name: "me.png", type: "image/png" });

    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { user: User } };
    expect(data.user).toMatchObject({
      email: "noura@dar-alkitab.example",
      first_name: "نورة",
      role: "exhibitor",
      phone: "+966501234567",
      country: "SA",
      city: "SA-RIYADH",
      confirm_identity_last4: "0008",
      has_personal_image: true,
      has_identity_document: false,
    });
    expect(JSON.stringify(data)).not.toMatch(/password|hash|1000000008/);
    const [row] = await api.db.select().from(users).where(eq(users.id, data.user.id));
    expect(row?.identityNumber).toBe("1000000008");
    expect(row?.identityType).toBe("national_id");
    expect(row?.locale).toBe("en");
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  test("a second account with the same email, however written, is 409 on the email field", async () => {
    const before = await userCount();
    const response = await register({ ...signup, email: "NOURA@dar-alkitab.example" });

    expect(response.status).toBe(409);
    expect(await failed(response)).toEqual({
      message: "This email is already registered.",
      errors: { email: ["This email is already registered."] },
      requestId: expect.any(String),
    });
    expect(await userCount()).toBe(before);
  });

  test("every server rule answers 422 on its field, and nothing is stored", async () => {
    const before = await userCount();
    const response = await register({
      ...signup,
      email: "someone-else@example.sa",
      password: "short",
      password_confirmation: "different",
      phone: "+96650",
      confirm_identity: "1000000009",
      identity_expiration_date: "2020-01-01",
      date_of_birth: new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10),
      country: "SA",
      city: "AE-DU",
    });

    expect(response.status).toBe(422);
    const body = await failed(response);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      [
        "city",
        "confirm_identity",
        "date_of_birth",
        "identity_expiration_date",
        "password",
        "password_confirmation",
        "phone",
      ].sort(),
    );
    expect(await userCount()).toBe(before);
  });

  test("the password confirmation must match", async () => {
    const response = await register({
      ...signup,
      email: "confirm@example.sa",
      password_confirmation: "another long passphrase",
    });

    expect(response.status).toBe(422);
    expect(Object.keys((await failed(response)).errors ?? {})).toEqual(["password_confirmation"]);
  });

  test("a missing field is reported as required, in Arabic too", async () => {
    const { district: _district, ...withoutDistrict } = signup;
    const response = await register({ ...withoutDistrict, email: "nodistrict@example.sa" }, ar);

    expect(response.status).toBe(422);
    expect((await failed(response)).errors).toEqual({ district: ["حقل الحي مطلوب."] });
  });

  test("the city is required where the country has cities, and absent where it has none", async () => {
    const withoutCity = await register({ ...signup, email: "nocity@example.sa", city: "" });
    expect(withoutCity.status).toBe(422);
    expect((await failed(withoutCity)).errors).toEqual({ city: ["The field city is required."] });

    // Antarctica has no cities in the picker's data: nothing to choose, nothing required.
    const antarctica = await register({
      ...signup,
      email: "penguin@example.sa",
      country: "AQ",
      city: "",
      confirm_identity: "X1234567",
      identity_country: "NO",
    });
    expect(antarctica.status).toBe(201);
    const { data } = (await antarctica.json()) as { data: { user: User } };
    expect(data.user).toMatchObject({ country: "AQ", city: null });
  });

  test("outside Saudi Arabia the identity is a passport, with its issuing country", async () => {
    const response = await register({
      ...signup,
      email: "cairo-publisher@example.eg",
      country: "EG",
      city: "EG-C",
      confirm_identity: " a12 345-678 ",
      identity_country: "EG",
    });

    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { user: User } };
    expect(data.user).toMatchObject({
      identity_type: "passport",
      identity_country: "EG",
      confirm_identity_last4: "5678",
    });
    const [row] = await api.db.select().from(users).where(eq(users.id, data.user.id));
    expect(row?.identityNumber).toBe("A12345678");
  });

  test("the country decides the rule: a passport in Saudi Arabia, a bad one elsewhere, a missing issuer", async () => {
    const inSaudi = await register({
      ...signup,
      email: "passport-in-riyadh@example.sa",
      confirm_identity: "A12345678",
      identity_country: "EG",
    });
    expect(inSaudi.status).toBe(422);
    expect((await failed(inSaudi)).errors).toEqual({
      confirm_identity: ["The field identity number must be a valid national ID or iqama number."],
    });

    const abroad = await register({
      ...signup,
      email: "bad-passport@example.eg",
      country: "EG",
      city: "EG-C",
      confirm_identity: "12",
      identity_country: "",
    });
    expect(abroad.status).toBe(422);
    expect((await failed(abroad)).errors).toEqual({
      confirm_identity: [
        "The field identity number must be a valid passport number (6 to 12 letters and digits).",
      ],
      identity_country: ["The field passport's issuing country is required."],
    });
  });

  test("a photo is checked by content: a renamed text file is refused", async () => {
    const before = await userCount();
    const response = await register({ ...signup, email: "fake-photo@example.sa" }, en, {
      bytes: NOT_AN_IMAGE,
      name: "me.png",
      type: "image/png",
    });

    expect(response.status).toBe(422);
    expect(Object.keys((await failed(response)).errors ?? {})).toEqual(["personal_image"]);
    expect(await userCount()).toBe(before);
  });

  test("a photo over 5 MB is refused on its field", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(JPEG_HEADER);
    const response = await register({ ...signup, email: "big-photo@example.sa" }, en, {
      bytes: big,
      name: "me.jpg",
      type: "image/jpeg",
    });

    expect(response.status).toBe(422);
    expect(Object.keys((await failed(response)).errors ?? {})).toEqual(["personal_image"]);
  });

  test("JSON is not the register format: 415", async () => {
    const response = await api.request("/api/auth/register", { headers: en, json: signup });

    expect(response.status).toBe(415);
  });
});

describe("POST /api/auth/login", () => {
  test("answers the user and a token that opens GET /api/profile", async () => {
    const response = await login("NOURA@dar-alkitab.example", signup.password);

    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { user: User; token: string } };
    expect(data.user.email).toBe("noura@dar-alkitab.example");
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await api.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(data.token)));
    expect(stored?.userId).toBe(data.user.id);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const profile = await api.request("/api/profile", {
      headers: { Authorization: `Bearer ${data.token}` },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { data: { user: User } }).data.user.id).toBe(data.user.id);
  });

  test("a wrong password and an unknown email get the same translated 401", async () => {
    const wrong = await login(signup.email.trim(), "not the password at all", ar);
    const unknown = await login("nobody@example.sa", "not the password at all", ar);

    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const expected = { message: "بيانات الدخول غير صحيحة.", requestId: expect.any(String) };
    expect(await wrong.json()).toEqual(expected);
    expect(await unknown.json()).toEqual(expected);
  });

  test("the sixth failure within a minute is 429 with Retry-After, even with the right password", async () => {
    await api.db.insert(users).values({
      email: "throttled@example.sa",
      passwordHash: await hashPassword("the right passphrase"),
      firstName: "T",
      lastName: "T",
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login("throttled@example.sa", "wrong passphrase!")).status).toBe(401);
    }

    const blocked = await login("throttled@example.sa", "the right passphrase");
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await blocked.json()) as ApiErrorBody).toEqual({
      message:
        retryAfter === 1
          ? "Too many attempts. Please try again in 1 second."
          : `Too many attempts. Please try again in ${retryAfter} seconds.`,
      requestId: expect.any(String),
    });

    // Another account from the same address is not held back by this one's failures.
    expect((await login("noura@dar-alkitab.example", signup.password)).status).toBe(200);
  });

  test("the lock-out is said in Arabic with the count's plural form and Latin digits", async () => {
    await api.db.insert(users).values({
      email: "throttled-ar@example.sa",
      passwordHash: await hashPassword("the right passphrase"),
      firstName: "T",
      lastName: "T",
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login("throttled-ar@example.sa", "wrong passphrase!", ar)).status).toBe(401);
    }

    const blocked = await login("throttled-ar@example.sa", "the right passphrase", ar);
    expect(blocked.status).toBe(429);
    const seconds = Number(blocked.headers.get("retry-after"));
    // Arabic counts: 1 and 2 are said by the noun alone, 3-10 take the plural, 11 and up the
    // singular — never «بعد 5 ثانية».
    const wait =
      seconds === 1
        ? "ثانية واحدة"
        : seconds === 2
          ? "ثانيتين"
          : seconds <= 10
            ? `${seconds} ثوانٍ`
            : `${seconds} ثانية`;
    const { message } = (await blocked.json()) as ApiErrorBody;
    expect(message).toBe(`محاولات كثيرة. يُرجى المحاولة مرة أخرى بعد ${wait}.`);
    expect(message).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  test("failures older than a minute no longer count", async () => {
    await api.db.insert(users).values({
      email: "patient@example.sa",
      passwordHash: await hashPassword("the right passphrase"),
      firstName: "P",
      lastName: "P",
    });
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await api.db.insert(throttleHits).values(
      Array.from({ length: 5 }, () => ({
        key: storedThrottleKey("login:patient@example.sa|unknown"),
        hitAt: twoMinutesAgo,
      })),
    );

    expect((await login("patient@example.sa", "the right passphrase")).status).toBe(200);
  });
});

describe("tokens", () => {
  async function freshToken() {
    const response = await login("noura@dar-alkitab.example", signup.password);
    return ((await response.json()) as { data: { token: string } }).data.token;
  }

  test("logout revokes the token: the profile then answers 401", async () => {
    const token = await freshToken();
    const auth = { Authorization: `Bearer ${token}` };

    const logout = await api.request("/api/auth/logout", { method: "POST", headers: auth });
    expect(logout.status).toBe(200);

    const profile = await api.request("/api/profile", { headers: { ...auth, ...en } });
    expect(profile.status).toBe(401);
    expect(await profile.json()).toEqual({
      message: "Please log in to continue.",
      requestId: expect.any(String),
    });
  });

  test("an expired token is refused", async () => {
    const token = await freshToken();
    await api.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(token)));

    const profile = await api.request("/api/profile", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(401);
  });

  test("the API never authenticates with the token cookie", async () => {
    const token = await freshToken();
    const profile = await api.request("/api/profile", { headers: { Cookie: `token=${token}` } });

    expect(profile.status).toBe(401);
  });
});

describe("identity document", () => {
  async function session(email: string) {
    await register({ ...signup, email });
    const response = await login(email, signup.password);
    const { data } = (await response.json()) as { data: { user: User; token: string } };
    return { user: data.user, auth: { Authorization: `Bearer ${data.token}` } };
  }

  function upload(auth: Record<string, string>, bytes: Uint8Array, type = "image/jpeg") {
    const body = new FormData();
    body.set("file", new File([bytes], "id.jpg", { type }));
    return api.request("/api/profile/identity-document", {
      method: "POST",
      headers: { ...auth, ...en },
      body,
    });
  }

  test("the owner uploads it, checked by content, and downloads exactly those bytes", async () => {
    const owner = await session("doc-owner@example.sa");

    expect((await upload(owner.auth, NOT_AN_IMAGE)).status).toBe(422);
    const accepted = await upload(owner.auth, PNG, "image/png");
    expect(accepted.status).toBe(201);
    expect(
      ((await accepted.json()) as { data: { user: User } }).data.user.has_identity_document,
    ).toBe(true);

    const download = await api.request("/api/profile/identity-document", { headers: owner.auth });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/png");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
  });

  test("uploading again replaces the file (one row, the old bytes removed)", async () => {
    const owner = await session("doc-replace@example.sa");
    const documents = () =>
      api.db
        .select()
        .from(files)
        .where(and(eq(files.ownerUserId, owner.user.id), eq(files.purpose, "identity_document")));
    await upload(owner.auth, PNG, "image/png");
    const [first] = await documents();
    await upload(owner.auth, JPEG_HEADER);

    const rows = await documents();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.contentType).toBe("image/jpeg");
    const storedAt = (key: string) => join(api.uploadsDir, key.slice(0, 2), key);
    expect(existsSync(storedAt(first!.storageKey))).toBe(false);
    expect(existsSync(storedAt(rows[0]!.storageKey))).toBe(true);
  });

  test("another exhibitor cannot read it; an admin can", async () => {
    const owner = await session("doc-private@example.sa");
    await upload(owner.auth, PNG, "image/png");
    const other = await session("doc-curious@example.sa");
    const path = `/api/admin/users/${owner.user.id}/identity-document`;

    expect((await api.request(path, { headers: other.auth })).status).toBe(403);

    await api.db.update(users).set({ role: "admin" }).where(eq(users.id, other.user.id));
    const asAdmin = await api.request(path, { headers: other.auth });
    expect(asAdmin.status).toBe(200);
    expect(new Uint8Array(await asAdmin.arrayBuffer())).toEqual(PNG);
  });

  test("without a token: 401", async () => {
    expect((await api.request("/api/profile/identity-document")).status).toBe(401);
  });
});

describe("the spec's organization calls, before onboarding", () => {
  test("GET /api/organizations answers a null organization with its meta", async () => {
    const response = await login("noura@dar-alkitab.example", signup.password);
    const { token } = ((await response.json()) as { data: { token: string } }).data;
    const auth = { Authorization: `Bearer ${token}` };

    const organizations = await api.request("/api/organizations", { headers: auth });
    expect(organizations.status).toBe(200);
    expect(await organizations.json()).toMatchObject({
      data: {
        organization: null,
        meta: { status: null, role: null, books: { pending: 0, approved: 0, rejected: 0 } },
      },
    });

    const books = await api.request(
      "/api/get_books_by_organization/00000000-0000-0000-0000-000000000000",
      { headers: auth },
    );
    expect(books.status).toBe(404);
  });
});
