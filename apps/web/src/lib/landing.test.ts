import { ApiError } from "@rawaq/api-client/client";
import type { Organization, OrganizationMeta } from "@rawaq/domain/organization";
import type { User } from "@rawaq/domain/user";
import { mutate } from "swr";
import { afterEach, describe, expect, test, vi } from "vitest";
import { landingPath } from "./landing.ts";
import { ORGANIZATION_KEY, PROFILE_KEY } from "./use-profile.ts";

// After login each role lands where its work is (issue 9): the administration on /admin,
// a member of an organization on /my-organization, everyone else on the profile.

const user = (role: User["role"]): User => ({
  id: "6f1c2b3a-0d4e-4f5a-8b6c-7d8e9f0a1b2c",
  email: "huda@dar.example",
  first_name: "هدى",
  last_name: "الحربي",
  role,
  phone: "+966501234567",
  country: "SA",
  city: "SA-RIYADH",
  district: "العليا",
  street: "طريق الملك فهد",
  date_of_birth: "1990-05-01",
  identity_expiration_date: "2031-01-31",
  identity_type: "national_id",
  identity_country: null,
  confirm_identity_last4: "0008",
  has_personal_image: false,
  has_identity_document: true,
  locale: "ar",
  privacy_notice_version: "2026-12-07",
  created_at: "2026-01-10T09:00:00.000Z",
});

const meta = (role: OrganizationMeta["role"]) => ({ role, status: "draft" }) as OrganizationMeta;
const organization = { id: "0b7c3d9e-5f1a-4c2b-9d8e-7a6b5c4d3e2f" } as Organization;
const answer = (data: { organization: Organization | null; meta: OrganizationMeta }) => () =>
  Promise.resolve({ data });

/** What the page caches hold for a key, read without fetching. */
async function cached(key: string): Promise<unknown> {
  let value: unknown;
  await mutate(key, (current: unknown) => (value = current), { revalidate: false });
  return value;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await mutate(() => true, undefined, { revalidate: false });
});

describe("where each role lands after login", () => {
  test("the administration: its console, without asking for an organization", async () => {
    const load = vi.fn(answer({ organization: null, meta: meta(null) }));
    expect(await landingPath(user("admin"), "ar", load)).toBe("/ar/admin");
    expect(load).not.toHaveBeenCalled();
    expect(await cached(PROFILE_KEY)).toMatchObject({ role: "admin" });
  });

  test.each([["manager"], ["staff"]] as const)(
    "a %s of an organization: its dashboard, the organization cached for it",
    async (role) => {
      const data = { organization, meta: meta(role) };
      expect(await landingPath(user("exhibitor"), "en", answer(data))).toBe("/en/my-organization");
      expect(await cached(ORGANIZATION_KEY)).toEqual(data);
      expect(await cached(PROFILE_KEY)).toMatchObject({ email: "huda@dar.example" });
    },
  );

  test("an exhibitor without an organization: the profile, which says what to do next", async () => {
    const load = answer({ organization: null, meta: meta(null) });
    expect(await landingPath(user("exhibitor"), "ar", load)).toBe("/ar/auth/profile");
  });

  test("when the organization cannot be loaded: the profile, the failure only logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = () => Promise.reject(new ApiError(503, "Service unavailable"));
    expect(await landingPath(user("exhibitor"), "en", failing)).toBe("/en/auth/profile");
    expect(logged).toHaveBeenCalledOnce();
  });
});
