import type { RegisterInput } from "@rawaq/domain/account";
import type { User } from "@rawaq/domain/user";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { files, users } from "../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The user as clients see it: never the password hash, never the whole ID number. */
export async function toUser(db: Database, row: UserRow): Promise<User> {
  const owned = await db
    .select({ purpose: files.purpose })
    .from(files)
    .where(eq(files.ownerUserId, row.id));
  const has = (purpose: string) => owned.some((file) => file.purpose === purpose);
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
    confirm_identity_last4: row.nationalId ? row.nationalId.slice(-4) : null,
    has_personal_image: has("personal_image"),
    has_identity_document: has("identity_document"),
    created_at: row.createdAt.toISOString(),
  };
}

export interface NewUpload {
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}

/** Creates an exhibitor account; returns undefined when the email is taken (even in a race). */
export async function createExhibitor(
  db: Database,
  input: RegisterInput,
  passwordHash: string,
  personalImage?: NewUpload,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        role: "exhibitor",
        phone: input.phone,
        nationalId: input.confirm_identity,
        identityExpiresOn: input.identity_expiration_date,
        dateOfBirth: input.date_of_birth,
        countryId: input.country,
        cityId: input.city || null,
        district: input.district,
        street: input.street,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) return undefined;
    if (personalImage) {
      await tx
        .insert(files)
        .values({ ownerUserId: row.id, purpose: "personal_image", ...personalImage });
    }
    return row;
  });
}

export type FilePurpose = (typeof files.$inferSelect)["purpose"];

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
  upload: NewUpload,
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
