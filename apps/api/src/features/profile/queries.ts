import type { ProfileInputSchema } from "@rawaq/domain/account";
import type { Locale } from "@rawaq/i18n/locales";
import { eq } from "drizzle-orm";
import type * as v from "valibot";
import { setPassword } from "../../core/account-tokens.ts";
import type { UserRow } from "../../core/users.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/** Saves the profile form's fields of a user; returns the row as it is now. */
export async function updateProfile(
  db: Database,
  userId: string,
  input: v.InferOutput<typeof ProfileInputSchema>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      countryId: input.country,
      cityId: input.city || null,
      district: input.district,
      street: input.street,
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** The language the user's mail is written in. */
export async function updateLocale(db: Database, userId: string, locale: Locale): Promise<UserRow> {
  const [row] = await db.update(users).set({ locale }).where(eq(users.id, userId)).returning();
  return row!;
}

/** A new password: every other session and every outstanding link ends, in one transaction. */
export async function changePassword(
  db: Database,
  userId: string,
  passwordHash: string,
  keepSessionId: string,
): Promise<void> {
  await db.transaction((tx) => setPassword(tx, userId, passwordHash, keepSessionId));
}
