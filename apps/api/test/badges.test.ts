import type { Badge, BadgeParticipant, MyBadges, PublicBadge } from "@rawaq/domain/badges";
import type { AuditEntry } from "@rawaq/domain/review";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  badges,
  boothReservations,
  organizationMembers,
  throttleHits,
  users,
} from "../src/db/schema/index.ts";
import { isUniqueViolation } from "../src/db/errors.ts";
import { adjustableClock } from "../src/lib/clock.ts";
import { type TestUser, PNG, createUser } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";
import { IN_WINDOW, approvedExhibitor, insertFair } from "./participation-fixtures.ts";

const clock = adjustableClock(IN_WINDOW);
let api: TestApp;
let admin: TestUser;
let fair: Awaited<ReturnType<typeof insertFair>>;
let nextBooth = 0;

const json = async <T>(response: Response) => (await response.json()) as T;

/** An approved house with `booths` booths of 9 m² confirmed in the fair. */
async function confirmedHouse(boothCount: number) {
  const house = await approvedExhibitor(api, fair.event.id, 90);
  for (let index = 0; index < boothCount; index += 1) {
    await api.db.insert(boothReservations).values({
      boothId: fair.booths[nextBooth++]!.id,
      eventId: fair.event.id,
      requestId: house.requestId,
      organizationId: house.organizationId,
      status: "confirmed",
    });
  }
  return house;
}

function name(user: TestUser, fields: Record<string, string>, photo = false) {
  const body = new FormData();
  body.set("event_id", fair.event.id);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (photo) body.set("photo", new File([PNG], "photo.png", { type: "image/png" }));
  return api.request("/api/badges", { method: "POST", headers: user.headers(), body });
}

const lookup = (publicId: string, locale: "ar" | "en" = "en") =>
  api.request(`/api/public/badges/${publicId}`, { headers: { "Accept-Language": locale } });
const photoOf = (publicId: string) => api.request(`/api/public/badges/${publicId}/photo`);

function setAllowance(body: unknown) {
  return api.request("/api/admin/badges/allowance", {
    method: "PUT",
    headers: admin.headers(),
    json: body,
  });
}

/** The organization's audit entries, newest first. */
async function auditOf(organizationId: string) {
  return (
    await json<{ data: { entries: AuditEntry[] } }>(
      await api.request(`/api/admin/audit?organization_id=${organizationId}`, {
        headers: admin.headers(),
      }),
    )
  ).data.entries;
}

async function mine(user: TestUser) {
  return (
    await json<{ data: MyBadges }>(
      await api.request("/api/badges/mine", { headers: user.headers() }),
    )
  ).data;
}

beforeAll(async () => {
  api = await createTestApp({ clock });
  admin = await createUser(api, { role: "admin" });
  fair = await insertFair(api, 20);
});
afterAll(() => api.close());

describe("naming badges", () => {
  test("only once a booth is confirmed by payment", async () => {
    const house = await approvedExhibitor(api, fair.event.id);
    const refused = await name(house.user, { printed_name: "سارة", role: "staff" }, true);
    expect(refused.status).toBe(409);
    expect((await mine(house.user)).event).toBeNull();
  });

  test("2 per 9 m² confirmed (at least 2), a member or a name with a photo; revoking frees one; the admin raises it", async () => {
    const house = await confirmedHouse(2);
    expect(await mine(house.user)).toMatchObject({ confirmed_area: 18, allowance: 4, used: 0 });
    const member = await name(house.user, {
      member_user_id: house.user.id,
      printed_name: "سارة الناشرة",
      role: "manager",
    });
    expect(member.status).toBe(201);
    const noPhoto = await name(house.user, { printed_name: "خالد", role: "staff" });
    expect(noPhoto.status).toBe(422);
    expect(await noPhoto.json()).toMatchObject({ errors: { photo: [expect.any(String)] } });
    const stranger = await createUser(api);
    const foreign = await name(house.user, {
      member_user_id: stranger.id,
      printed_name: "غريب",
      role: "staff",
    });
    expect(foreign.status).toBe(422);
    for (const printed of ["خالد", "منى", "علي"]) {
      expect((await name(house.user, { printed_name: printed, role: "staff" }, true)).status).toBe(
        201,
      );
    }
    const over = await name(house.user, { printed_name: "زائد", role: "staff" }, true);
    expect(over.status).toBe(422);
    expect(await over.json()).toMatchObject({ errors: { printed_name: [expect.any(String)] } });

    const list = await mine(house.user);
    expect(list.used).toBe(4);
    const ids = list.badges.map((badge) => badge.public_id);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const revoked = await api.request(`/api/badges/${list.badges[1]!.id}/revoke`, {
      method: "POST",
      headers: house.user.headers(),
    });
    expect(revoked.status).toBe(200);
    expect((await name(house.user, { printed_name: "زائد", role: "staff" }, true)).status).toBe(
      201,
    );
    const raised = await setAllowance({
      organization_id: house.organizationId,
      event_id: fair.event.id,
      allowance: 6,
    });
    expect(raised.status).toBe(200);
    expect(await mine(house.user)).toMatchObject({ allowance: 6, used: 4 });
    expect((await name(house.user, { printed_name: "سادس", role: "exhibitor" }, true)).status).toBe(
      201,
    );
  });

  test("staff see the badges but cannot name or revoke; other houses cannot revoke", async () => {
    const house = await confirmedHouse(1);
    const staff = await createUser(api);
    await api.db
      .insert(organizationMembers)
      .values({ organizationId: house.organizationId, userId: staff.id, role: "staff" });
    expect((await name(staff, { printed_name: "موظف", role: "staff" }, true)).status).toBe(403);
    await name(house.user, { printed_name: "موظف", role: "staff" }, true);
    const badge = (await mine(staff)).badges[0]!;
    const other = await confirmedHouse(1);
    const path = `/api/badges/${badge.id}/revoke`;
    expect((await api.request(path, { method: "POST", headers: staff.headers() })).status).toBe(
      403,
    );
    expect(
      (await api.request(path, { method: "POST", headers: other.user.headers() })).status,
    ).toBe(404);
  });
});

describe("the public badge", () => {
  test("verified, revoked by an admin, expired after the event; unknown ids are 404", async () => {
    const house = await confirmedHouse(1);
    await name(house.user, { printed_name: "منى", role: "staff" }, true);
    const badge = (await mine(house.user)).badges[0]!;
    const shown = await json<{ data: { badge: PublicBadge } }>(await lookup(badge.public_id));
    expect(shown.data.badge).toMatchObject({
      printed_name: "منى",
      role: "staff",
      state: "valid",
      has_photo: true,
      event: {
        name: { ar: "معرض الرياض الدولي للكتاب", en: "Riyadh International Book Fair" },
        ends_on: "2026-11-10",
      },
    });
    const photo = await photoOf(badge.public_id);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");

    clock.set(new Date("2026-11-11T08:00:00Z"));
    expect(
      (await json<{ data: { badge: PublicBadge } }>(await lookup(badge.public_id))).data.badge
        .state,
    ).toBe("expired");
    clock.set(IN_WINDOW);

    const revoked = await api.request(`/api/admin/badges/${badge.id}/revoke`, {
      headers: admin.headers(),
      json: { reason: "Left the house." },
    });
    expect(revoked.status).toBe(200);
    expect(
      (await json<{ data: { badge: PublicBadge } }>(await lookup(badge.public_id))).data.badge
        .state,
    ).toBe("revoked");
    // Its photo is no longer shown to anyone.
    expect((await photoOf(badge.public_id)).status).toBe(404);

    expect((await lookup("AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await lookup("not-a-badge")).status).toBe(404);
  });

  test("holds no email, phone or identity number of the person", async () => {
    const house = await confirmedHouse(1);
    await api.db
      .update(users)
      .set({ phone: "+966501234567", identityNumber: "1012345678", identityType: "national_id" })
      .where(eq(users.id, house.user.id));
    await name(house.user, {
      member_user_id: house.user.id,
      printed_name: "سارة الناشرة",
      role: "manager",
    });
    const badge = (await mine(house.user)).badges[0]!;
    for (const locale of ["ar", "en"] as const) {
      const text = await (await lookup(badge.public_id, locale)).text();
      expect(text).not.toContain(house.user.email);
      expect(text).not.toContain("501234567");
      expect(text).not.toContain("1012345678");
      expect(text).not.toContain(house.user.id);
      expect(Object.keys(JSON.parse(text).data.badge).sort()).toEqual([
        "event",
        "has_photo",
        "id",
        "organization_name",
        "printed_name",
        "role",
        "state",
      ]);
    }
  });

  test("lookups are throttled to 30 a minute per client address", async () => {
    await api.db.delete(throttleHits);
    const house = await confirmedHouse(1);
    await name(house.user, { printed_name: "منى", role: "staff" }, true);
    const { public_id } = (await mine(house.user)).badges[0]!;
    for (let index = 0; index < 30; index += 1) {
      expect((await lookup(public_id)).status).toBe(200);
    }
    const limited = await lookup(public_id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe("the administration's badges", () => {
  test("raising an allowance is audited with the allowance before and after", async () => {
    const house = await confirmedHouse(1);
    expect(
      (
        await setAllowance({
          organization_id: house.organizationId,
          event_id: fair.event.id,
          allowance: 5,
        })
      ).status,
    ).toBe(200);
    const [entry] = await auditOf(house.organizationId);
    expect(entry).toMatchObject({
      entity_type: "badge_allowance",
      entity_id: house.organizationId,
      from_status: "2",
      to_status: "5",
      actor: { role: "admin" },
    });
    expect(await mine(house.user)).toMatchObject({ allowance: 5 });
  });

  test("an unknown organization or event is 404, not a failure, and nothing is recorded", async () => {
    const house = await confirmedHouse(1);
    const unknown = "00000000-0000-4000-8000-000000000000";
    for (const body of [
      { organization_id: unknown, event_id: fair.event.id, allowance: 4 },
      { organization_id: house.organizationId, event_id: unknown, allowance: 4 },
    ]) {
      const refused = await setAllowance(body);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await auditOf(house.organizationId)).toEqual([]);
    expect(await mine(house.user)).toMatchObject({ allowance: 2 });
  });

  test("revoking says why: without a reason 422, with one it is in the audit log", async () => {
    const house = await confirmedHouse(1);
    await name(house.user, { printed_name: "منى", role: "staff" }, true);
    const badge = (await mine(house.user)).badges[0]!;
    const path = `/api/admin/badges/${badge.id}/revoke`;
    const noReason = await api.request(path, { headers: admin.headers(), json: { reason: " " } });
    expect(noReason.status).toBe(422);
    expect(await noReason.json()).toMatchObject({ errors: { reason: [expect.any(String)] } });
    expect((await mine(house.user)).badges[0]!.state).toBe("valid");
    const revoked = await api.request(path, {
      headers: admin.headers(),
      json: { reason: "Badge reported lost." },
    });
    expect(revoked.status).toBe(200);
    const [entry] = await auditOf(house.organizationId);
    expect(entry).toMatchObject({
      entity_type: "badge",
      entity_id: badge.id,
      from_status: "active",
      to_status: "revoked",
      reason: "Badge reported lost.",
    });
  });

  test("the list filters by organization and event, beside every participant's allowance", async () => {
    const other = await insertFair(api, 2);
    const house = await confirmedHouse(2);
    await name(house.user, { printed_name: "خالد", role: "staff" }, true);
    await name(house.user, { printed_name: "منى", role: "staff" }, true);
    await setAllowance({
      organization_id: house.organizationId,
      event_id: fair.event.id,
      allowance: 9,
    });
    const answer = await json<{
      data: { badges: Badge[]; participants: BadgeParticipant[]; meta: { total: number } };
    }>(
      await api.request(
        `/api/admin/badges?organization_id=${house.organizationId}&event_id=${fair.event.id}`,
        { headers: admin.headers() },
      ),
    );
    expect(answer.data.badges.map((badge) => badge.printed_name).sort()).toEqual(["خالد", "منى"]);
    expect(answer.data.meta.total).toBe(2);
    expect(
      answer.data.participants.find((item) => item.organization_id === house.organizationId),
    ).toEqual({
      organization_id: house.organizationId,
      organization_name: expect.any(String),
      event_id: fair.event.id,
      event_name: { ar: "معرض الرياض الدولي للكتاب", en: "Riyadh International Book Fair" },
      confirmed_area: 18,
      allowance: 9,
      used: 2,
    });
    const elsewhere = await json<{ data: { badges: Badge[]; participants: BadgeParticipant[] } }>(
      await api.request(`/api/admin/badges?event_id=${other.event.id}`, {
        headers: admin.headers(),
      }),
    );
    expect(elsewhere.data.badges).toEqual([]);
    // The participants are every event's, for the filters; none has a booth in the other fair.
    expect(elsewhere.data.participants.map((item) => item.event_id)).not.toContain(other.event.id);
    expect(elsewhere.data.participants.map((item) => item.organization_id)).toContain(
      house.organizationId,
    );
  });
});

describe("badge ids", () => {
  test("the database refuses a second badge with the same public id", async () => {
    const house = await confirmedHouse(1);
    await name(house.user, { printed_name: "منى", role: "staff" }, true);
    const [first] = await api.db
      .select()
      .from(badges)
      .where(eq(badges.organizationId, house.organizationId));
    const copy = {
      publicId: first!.publicId,
      organizationId: first!.organizationId,
      eventId: first!.eventId,
      printedName: "نسخة",
      role: "staff" as const,
    };
    const error = await api.db
      .insert(badges)
      .values(copy)
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(isUniqueViolation(error)).toBe(true);
    const messages: string[] = [];
    for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
      messages.push(String((cause as Error).message));
    }
    expect(messages.join("\n")).toContain("badges_public_id_key");
  });

  test("photos are throttled like the page: 30 a minute per client address", async () => {
    await api.db.delete(throttleHits);
    const house = await confirmedHouse(1);
    await name(house.user, { printed_name: "منى", role: "staff" }, true);
    const { public_id } = (await mine(house.user)).badges[0]!;
    for (let index = 0; index < 30; index += 1) {
      expect((await photoOf(public_id)).status).toBe(200);
    }
    const limited = await photoOf(public_id);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Unknown ids count too: guessing is what the limit slows.
    expect((await photoOf("AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(429);
    // The page's own limit is apart: a visit costs one of each.
    expect((await lookup(public_id)).status).toBe(200);
  });
});
