import {
  type Badge,
  type BadgeParticipant,
  type MyBadges,
  type PublicBadge,
  badgeAllowance,
  badgeState,
} from "@rawaq/domain/badges";
import type { PageQuery } from "@rawaq/domain/pagination";
import { and, asc, count, desc, eq, ne, sql, sum } from "drizzle-orm";
import { fullName } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import {
  badgeAllowances,
  badges,
  boothReservations,
  booths,
  events,
  organizationMembers,
  organizations,
  users,
} from "../../db/schema/index.ts";

type BadgeRow = typeof badges.$inferSelect;

function toBadge(row: BadgeRow, organizationName: string, endsOn: string, now: Date): Badge {
  return {
    id: row.id,
    public_id: row.publicId,
    printed_name: row.printedName,
    role: row.role,
    state: badgeState(row, endsOn, now),
    member_user_id: row.memberUserId,
    has_photo: row.photoStorageKey !== null,
    organization_id: row.organizationId,
    organization_name: organizationName,
    event_id: row.eventId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The area of the organization's booths in the event confirmed by payment (or by hand). */
export async function confirmedArea(db: Database, organizationId: string, eventId: string) {
  const [row] = await db
    .select({ area: sum(booths.areaSquareMetres) })
    .from(boothReservations)
    .innerJoin(booths, eq(booths.id, boothReservations.boothId))
    .where(
      and(
        eq(boothReservations.organizationId, organizationId),
        eq(boothReservations.eventId, eventId),
        eq(boothReservations.status, "confirmed"),
      ),
    );
  return Number(row?.area ?? 0);
}

/** The rule's allowance, or the administration's when it raised it. */
export async function allowanceFor(
  db: Database,
  organizationId: string,
  eventId: string,
  area: number,
) {
  const [raised] = await db
    .select({ allowance: badgeAllowances.allowance })
    .from(badgeAllowances)
    .where(
      and(eq(badgeAllowances.organizationId, organizationId), eq(badgeAllowances.eventId, eventId)),
    )
    .limit(1);
  return Math.max(badgeAllowance(area), raised?.allowance ?? 0);
}

/** Active badges of the organization in the event: what counts against the allowance. */
export async function usedBadges(db: Database, organizationId: string, eventId: string) {
  const [row] = await db
    .select({ used: count() })
    .from(badges)
    .where(
      and(
        eq(badges.organizationId, organizationId),
        eq(badges.eventId, eventId),
        ne(badges.status, "revoked"),
      ),
    );
  return row?.used ?? 0;
}

/** The latest event in which the organization has a confirmed booth, or the one asked for. */
async function participationEvent(db: Database, organizationId: string, eventId?: string) {
  const [row] = await db
    .select({ event: events })
    .from(boothReservations)
    .innerJoin(events, eq(events.id, boothReservations.eventId))
    .where(
      and(
        eq(boothReservations.organizationId, organizationId),
        eq(boothReservations.status, "confirmed"),
        eventId ? eq(boothReservations.eventId, eventId) : undefined,
      ),
    )
    .orderBy(desc(events.startsOn))
    .limit(1);
  return row?.event;
}

/** The manager's page: the event, the allowance, the badges and who may be named. */
export async function myBadges(
  db: Database,
  organization: { id: string; name: string },
  now: Date,
  eventId?: string,
): Promise<MyBadges> {
  const members = await db
    .select({ user: users, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organization.id))
    .orderBy(asc(organizationMembers.createdAt));
  const memberList = members.map((member) => ({
    user_id: member.user.id,
    name: fullName(member.user),
    role: member.role,
  }));
  const event = await participationEvent(db, organization.id, eventId);
  if (!event) {
    return {
      event: null,
      confirmed_area: 0,
      allowance: 0,
      used: 0,
      badges: [],
      members: memberList,
    };
  }
  const area = await confirmedArea(db, organization.id, event.id);
  const [allowance, used, rows] = await Promise.all([
    allowanceFor(db, organization.id, event.id, area),
    usedBadges(db, organization.id, event.id),
    db
      .select()
      .from(badges)
      .where(and(eq(badges.organizationId, organization.id), eq(badges.eventId, event.id)))
      .orderBy(asc(badges.createdAt))
      .limit(500),
  ]);
  return {
    event: {
      id: event.id,
      name: { ar: event.nameAr, en: event.nameEn },
      starts_on: event.startsOn,
      ends_on: event.endsOn,
    },
    confirmed_area: area,
    allowance,
    used,
    badges: rows.map((row) => toBadge(row, organization.name, event.endsOn, now)),
    members: memberList,
  };
}

/** A badge as its public page shows it; nothing else about the person leaves the server. */
export async function findPublicBadge(
  db: Database,
  publicId: string,
  now: Date,
): Promise<PublicBadge | undefined> {
  const [row] = await db
    .select({ badge: badges, organizationName: organizations.name, event: events })
    .from(badges)
    .innerJoin(organizations, eq(organizations.id, badges.organizationId))
    .innerJoin(events, eq(events.id, badges.eventId))
    .where(eq(badges.publicId, publicId))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.badge.publicId,
    printed_name: row.badge.printedName,
    role: row.badge.role,
    state: badgeState(row.badge, row.event.endsOn, now),
    organization_name: row.organizationName,
    event: {
      name: { ar: row.event.nameAr, en: row.event.nameEn },
      starts_on: row.event.startsOn,
      ends_on: row.event.endsOn,
    },
    has_photo: row.badge.photoStorageKey !== null,
  };
}

/** A badge's photo for its public page; a revoked badge's is no longer anyone's to see. */
export async function findBadgePhoto(db: Database, publicId: string) {
  const [row] = await db
    .select({ storageKey: badges.photoStorageKey, contentType: badges.photoContentType })
    .from(badges)
    .where(and(eq(badges.publicId, publicId), ne(badges.status, "revoked")))
    .limit(1);
  return row?.storageKey && row.contentType
    ? { storageKey: row.storageKey, contentType: row.contentType }
    : undefined;
}

/** Every badge, newest first, for the administration; filtered by organization and event. */
export async function listBadges(
  db: Database,
  filter: { organizationId?: string; eventId?: string },
  page: PageQuery,
  now: Date,
): Promise<{ badges: Badge[]; total: number }> {
  const where = and(
    filter.organizationId ? eq(badges.organizationId, filter.organizationId) : undefined,
    filter.eventId ? eq(badges.eventId, filter.eventId) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ badge: badges, organizationName: organizations.name, endsOn: events.endsOn })
      .from(badges)
      .innerJoin(organizations, eq(organizations.id, badges.organizationId))
      .innerJoin(events, eq(events.id, badges.eventId))
      .where(where)
      .orderBy(desc(badges.createdAt), asc(badges.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(badges).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    badges: rows.map((row) => toBadge(row.badge, row.organizationName, row.endsOn, now)),
  };
}

/** The most participants the admin's badge page lists; a fair has far fewer exhibitors. */
const PARTICIPANTS_MAX = 2000;

/**
 * Every organization with a booth confirmed in an event, with its allowance and badges in use:
 * the admin's filters, and where it raises an allowance.
 */
export async function listParticipants(db: Database): Promise<BadgeParticipant[]> {
  const raised = sql<number | null>`(select ${badgeAllowances.allowance} from ${badgeAllowances}
    where ${badgeAllowances.organizationId} = ${boothReservations.organizationId}
    and ${badgeAllowances.eventId} = ${boothReservations.eventId})`;
  const used = sql<number>`(select count(*) from ${badges}
    where ${badges.organizationId} = ${boothReservations.organizationId}
    and ${badges.eventId} = ${boothReservations.eventId} and ${badges.status} <> 'revoked')`;
  const rows = await db
    .select({
      organizationId: boothReservations.organizationId,
      organizationName: organizations.name,
      eventId: boothReservations.eventId,
      nameAr: events.nameAr,
      nameEn: events.nameEn,
      area: sum(booths.areaSquareMetres),
      raised,
      used,
    })
    .from(boothReservations)
    .innerJoin(booths, eq(booths.id, boothReservations.boothId))
    .innerJoin(organizations, eq(organizations.id, boothReservations.organizationId))
    .innerJoin(events, eq(events.id, boothReservations.eventId))
    .where(eq(boothReservations.status, "confirmed"))
    .groupBy(
      boothReservations.organizationId,
      organizations.name,
      boothReservations.eventId,
      events.nameAr,
      events.nameEn,
      events.startsOn,
    )
    .orderBy(desc(events.startsOn), asc(organizations.name))
    .limit(PARTICIPANTS_MAX);
  return rows.map((row) => {
    const area = Number(row.area ?? 0);
    return {
      organization_id: row.organizationId,
      organization_name: row.organizationName,
      event_id: row.eventId,
      event_name: { ar: row.nameAr, en: row.nameEn },
      confirmed_area: area,
      allowance: Math.max(badgeAllowance(area), Number(row.raised ?? 0)),
      used: Number(row.used),
    };
  });
}
