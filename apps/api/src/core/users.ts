import type { User } from "@rawaq/domain/user";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { files, users } from "../db/schema/index.ts";
import type { StoredFile } from "./files.ts";

export type UserRow = typeof users.$inferSelect;
export type FilePurpose = (typeof files.$inferSelect)["purpose"];

/** Which of a user's files are on record; part of the user as clients see it. */
export interface UserFiles {
  personalImage: boolean;
  identityDocument: boolean;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** "First Last", as mail and the audit log name a person. */
export function fullName(row: Pick<UserRow, "firstName" | "lastName">): string {
  return `${row.firstName} ${row.lastName}`;
}

/** The user as clients see it: never the password hash, never the whole identity number. */
export function toUser(row: UserRow, owned: UserFiles): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    phone: row.phone,
    country: row.countryId,
    city: row.cityId,
    district: row.district,
    street: row.street,
    date_of_birth: row.dateOfBirth,
    identity_expiration_date: row.identityExpiresOn,
    identity_type: row.identityType,
    identity_country: row.identityCountryId,
    confirm_identity_last4: row.identityNumber ? row.identityNumber.slice(-4) : null,
    has_personal_image: owned.personalImage,
    has_identity_document: owned.identityDocument,
    locale: row.locale,
    privacy_notice_version: row.privacyNoticeVersion,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findUserFiles(db: Database, userId: string): Promise<UserFiles> {
  const owned = await db
    .select({ purpose: files.purpose })
    .from(files)
    .where(eq(files.ownerUserId, userId));
  const has = (purpose: FilePurpose) => owned.some((file) => file.purpose === purpose);
  return { personalImage: has("personal_image"), identityDocument: has("identity_document") };
}

export async function findUserFile(db: Database, userId: string, purpose: FilePurpose) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerUserId, userId), eq(files.purpose, purpose)))
    .limit(1);
  return row;
}

/** Stores the file record for a purpose, replacing the previous one; returns the old key. */
export async function replaceUserFile(
  db: Database,
  userId: string,
  purpose: FilePurpose,
  upload: StoredFile,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .delete(files)
      .where(and(eq(files.ownerUserId, userId), eq(files.purpose, purpose)))
      .returning({ storageKey: files.storageKey });
    await tx.insert(files).values({ ownerUserId: userId, purpose, ...upload });
    return previous?.storageKey;
  });
}
