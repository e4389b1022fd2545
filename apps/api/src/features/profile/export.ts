import type { I18n } from "@lingui/core";
import { and, desc, eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { listConsents } from "../../core/consents.ts";
import { listDocumentAccess } from "../../core/document-access.ts";
import type { UserRow } from "../../core/users.ts";
import { findUserFile } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import {
  authTokens,
  badges,
  events,
  organizationInvitations,
  organizationMembers,
  organizations,
  participationRequests,
  requestMessages,
} from "../../db/schema/index.ts";
import type { FileStore } from "../../lib/file-store.ts";
import { profileMessages } from "./messages.ts";

/**
 * A copy of a person's data (issue 31, the PDPL's right of access): one ZIP with `data.json`
 * (every section the profile shows and the person's own traces elsewhere, each headed in their
 * language) and their own files (photo, identity document). Nothing of anyone else: the
 * organizations are named, their members are not.
 */
export async function personalDataArchive(
  db: Database,
  fileStore: FileStore,
  user: UserRow,
  i18n: I18n,
  now: Date,
): Promise<Uint8Array<ArrayBuffer>> {
  const [sessions, memberships, invitations, messages, ownBadges, access, consents] =
    await Promise.all([
      db
        .select({
          browser: authTokens.browser,
          os: authTokens.os,
          created_at: authTokens.createdAt,
          last_used_at: authTokens.lastUsedAt,
        })
        .from(authTokens)
        .where(eq(authTokens.userId, user.id))
        .orderBy(desc(authTokens.createdAt)),
      db
        .select({ organization: organizations.name, role: organizationMembers.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(eq(organizationMembers.userId, user.id)),
      db
        .select({
          organization: organizations.name,
          status: organizationInvitations.status,
          created_at: organizationInvitations.createdAt,
          responded_at: organizationInvitations.respondedAt,
        })
        .from(organizationInvitations)
        .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
        .where(eq(organizationInvitations.userId, user.id)),
      db
        .select({
          organization: organizations.name,
          body: requestMessages.body,
          created_at: requestMessages.createdAt,
        })
        .from(requestMessages)
        .innerJoin(participationRequests, eq(participationRequests.id, requestMessages.requestId))
        .innerJoin(organizations, eq(organizations.id, participationRequests.organizationId))
        .where(eq(requestMessages.authorUserId, user.id))
        .orderBy(requestMessages.createdAt),
      db
        .select({
          event: events.nameEn,
          event_ar: events.nameAr,
          printed_name: badges.printedName,
          role: badges.role,
          status: badges.status,
          created_at: badges.createdAt,
        })
        .from(badges)
        .innerJoin(events, eq(events.id, badges.eventId))
        .where(and(eq(badges.memberUserId, user.id))),
      listDocumentAccess(db, user.id, { page: 1, per_page: 10_000 }),
      listConsents(db, user.id),
    ]);
  const label = (descriptor: (typeof profileMessages)[keyof typeof profileMessages]) =>
    i18n._(descriptor);
  const data = {
    [label(profileMessages.exportGenerated)]: now.toISOString(),
    [label(profileMessages.exportAccount)]: {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: user.phone,
      identity_type: user.identityType,
      identity_number: user.identityNumber,
      identity_country: user.identityCountryId,
      identity_expires_on: user.identityExpiresOn,
      date_of_birth: user.dateOfBirth,
      country: user.countryId,
      city: user.cityId,
      district: user.district,
      street: user.street,
      language: user.locale,
      role: user.role,
      created_at: user.createdAt.toISOString(),
    },
    [label(profileMessages.exportSessions)]: sessions,
    [label(profileMessages.exportMemberships)]: memberships,
    [label(profileMessages.exportInvitations)]: invitations,
    [label(profileMessages.exportMessages)]: messages,
    [label(profileMessages.exportBadges)]: ownBadges,
    [label(profileMessages.exportDocumentAccess)]: access?.accesses ?? [],
    [label(profileMessages.exportConsents)]: consents,
  };
  const entries: Record<string, Uint8Array> = {
    "data.json": new TextEncoder().encode(JSON.stringify(data, null, 2)),
  };
  for (const [purpose, name] of [
    ["personal_image", "photo"],
    ["identity_document", "identity-document"],
  ] as const) {
    const file = await findUserFile(db, user.id, purpose);
    if (!file) continue;
    const bytes = await fileStore.read(file.storageKey).catch(() => undefined);
    if (!bytes) continue;
    const extension = file.contentType.split("/")[1]?.replace("jpeg", "jpg") ?? "bin";
    entries[`files/${name}.${extension}`] = bytes;
  }
  return zipSync(entries, { level: 6 }) as Uint8Array<ArrayBuffer>;
}
