import { randomUUID } from "node:crypto";
import {
  PRIVACY_NOTICE_VERSION,
  RETENTION_DEFAULT_DAYS,
  type PrivacyTerms,
} from "@rawaq/domain/privacy";
import type { User } from "@rawaq/domain/user";
import { unzipSync } from "fflate";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { consents, files } from "../src/db/schema/index.ts";
import { PNG, createUser, fileForm, signupFields } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

// Issue 31: the privacy notice, versioned; signup records consent to the version shown (time,
// version); a newer version is agreed to once; the identity document's consent is recorded the
// same way; the notice's retention periods are the server's settings.

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp({
    retentionDays: { ...RETENTION_DEFAULT_DAYS, identity_documents: 90 },
  });
});
afterAll(() => api?.close());

const json = async <T>(response: Response) => (await response.json()) as T;

function signup(fields: Record<string, string>, language = "en") {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return api.request("/api/auth/register", {
    method: "POST",
    headers: { "Accept-Language": language },
    body: form,
  });
}

const consentsOf = (userId: string) =>
  api.db.select().from(consents).where(eq(consents.userId, userId));

describe("the privacy notice", () => {
  test("GET /api/privacy: its version and the periods this server keeps data for", async () => {
    const answer = await api.request("/api/privacy");
    expect(answer.status).toBe(200);
    expect((await json<{ data: PrivacyTerms }>(answer)).data).toEqual({
      notice_version: PRIVACY_NOTICE_VERSION,
      retention_days: { ...RETENTION_DEFAULT_DAYS, identity_documents: 90 },
    });
  });

  test("signup records consent to the version shown, with its time", async () => {
    const email = `consent-${randomUUID()}@rawaq.test`;
    const before = Date.now();
    const answer = await signup({
      ...signupFields(email),
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(answer.status).toBe(201);
    const { user } = (await json<{ data: { user: User } }>(answer)).data;
    expect(user.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    const [consent] = await consentsOf(user.id);
    expect(consent).toMatchObject({ kind: "privacy_notice", version: PRIVACY_NOTICE_VERSION });
    expect(consent!.givenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  test("an older version is refused, translated, and nothing is created", async () => {
    const email = `stale-${randomUUID()}@rawaq.test`;
    for (const language of ["en", "ar"]) {
      const answer = await signup(
        { ...signupFields(email), privacy_notice_version: "2020-01-01" },
        language,
      );
      expect(answer.status).toBe(422);
      const [message] = (await json<{ errors: Record<string, string[]> }>(answer)).errors
        .privacy_notice_version!;
      expect(message).toMatch(language === "ar" ? /إشعار الخصوصية/ : /privacy notice/);
    }
  });

  test("a client that does not know the notice signs up without consent, and is asked later", async () => {
    const answer = await signup(signupFields(`spec-${randomUUID()}@rawaq.test`));
    expect(answer.status).toBe(201);
    const { user } = (await json<{ data: { user: User } }>(answer)).data;
    expect(user.privacy_notice_version).toBeNull();
    expect(await consentsOf(user.id)).toEqual([]);
  });

  test("agreeing to the current notice once; an older one is refused", async () => {
    const person = await createUser(api);
    const stale = await api.request("/api/profile/consents", {
      headers: person.headers(),
      json: { version: "2020-01-01" },
    });
    expect(stale.status).toBe(422);

    for (let time = 0; time < 2; time++) {
      const agreed = await api.request("/api/profile/consents", {
        headers: person.headers(),
        json: { version: PRIVACY_NOTICE_VERSION },
      });
      expect(agreed.status).toBe(200);
      const { user } = (await json<{ data: { user: User } }>(agreed)).data;
      expect(user.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    }
    // Twice agreed, once recorded: the first time stands.
    expect(await consentsOf(person.id)).toHaveLength(1);
    const profile = await json<{ data: { user: User } }>(
      await api.request("/api/profile", { headers: person.headers() }),
    );
    expect(profile.data.user.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    // Signed out, there is nobody to agree.
    expect(
      (await api.request("/api/profile/consents", { json: { version: PRIVACY_NOTICE_VERSION } }))
        .status,
    ).toBe(401);
  });

  test("uploading the identity document records its own consent, and the copy of my data lists both", async () => {
    const person = await createUser(api, { withIdentityDocument: false });
    await api.request("/api/profile/consents", {
      headers: person.headers(),
      json: { version: PRIVACY_NOTICE_VERSION },
    });
    const uploaded = await api.request("/api/profile/identity-document", {
      method: "POST",
      headers: person.headers(),
      body: fileForm(PNG, "id.png", "image/png"),
    });
    expect(uploaded.status).toBe(201);
    expect((await consentsOf(person.id)).map((consent) => consent.kind).sort()).toEqual([
      "identity_document",
      "privacy_notice",
    ]);
    const archive = unzipSync(
      new Uint8Array(
        await (
          await api.request("/api/profile/export", { headers: person.headers() })
        ).arrayBuffer(),
      ),
    );
    const data = JSON.parse(new TextDecoder().decode(archive["data.json"])) as Record<
      string,
      unknown
    >;
    expect(data["Consents"]).toEqual([
      expect.objectContaining({ kind: "privacy_notice", version: PRIVACY_NOTICE_VERSION }),
      expect.objectContaining({ kind: "identity_document", version: PRIVACY_NOTICE_VERSION }),
    ]);
    // The document is on file.
    expect(await api.db.select().from(files).where(eq(files.ownerUserId, person.id))).toHaveLength(
      1,
    );
  });
});
