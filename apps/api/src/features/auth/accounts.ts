import type { RegisterInput } from "@rawaq/domain/account";
import type { Locale } from "@rawaq/i18n/locales";
import { eq } from "drizzle-orm";
import { consumeAccountToken, setPassword } from "../../core/account-tokens.ts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { consents, files, users } from "../../db/schema/index.ts";
import type { StoredFile } from "../../core/files.ts";
import type { UserRow } from "../../core/users.ts";

/** Creates an exhibitor account; returns undefined when the email is taken (even in a race). */
export async function createExhibitor(
  db: Database,
  input: RegisterInput,
  passwordHash: string,
  locale: Locale,
  now: Date,
  personalImage?: StoredFile,
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
        identityNumber: input.confirm_identity,
        identityType: input.identity_type,
        identityCountryId: input.identity_country || null,
        identityExpiresOn: input.identity_expiration_date,
        dateOfBirth: input.date_of_birth,
        countryId: input.country,
        cityId: input.city || null,
        district: input.district,
        street: input.street,
        // Their mail is written in the language they signed up in, until they switch.
        locale,
        privacyNoticeVersion: input.privacy_notice_version ?? null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) return undefined;
    // The notice they agreed to on the form, recorded with its time (issue 31).
    if (input.privacy_notice_version) {
      await tx.insert(consents).values({
        userId: row.id,
        kind: "privacy_notice",
        version: input.privacy_notice_version,
        givenAt: now,
      });
    }
    if (personalImage) {
      await tx
        .insert(files)
        .values({ ownerUserId: row.id, purpose: "personal_image", ...personalImage });
    }
    return row;
  });
}

/**
 * Sets a new password from a reset link: the link is used once, the password changes, and every
 * session and every other link of the account ends, in one transaction. Returns the user's id,
 * or undefined when the link is not usable.
 */
export async function resetPassword(
  db: Database,
  token: string,
  passwordHash: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, token, "password_reset");
    if (!used) return undefined;
    await setPassword(tx, used.userId, passwordHash);
    return used.userId;
  });
}

/**
 * Moves the account to the address an email-change link was sent to, using the link; false when
 * the link is not usable. Throws the unique violation when the address was registered meanwhile.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
): Promise<"changed" | "link_invalid" | "email_taken"> {
  try {
    return await db.transaction(async (tx) => {
      const used = await consumeAccountToken(tx, token, "email_change");
      if (!used?.email) return "link_invalid";
      await tx.update(users).set({ email: used.email }).where(eq(users.id, used.userId));
      return "changed";
    });
  } catch (error) {
    // Someone registered that address since the link was sent; the link is given back (the
    // transaction that used it rolled back).
    if (isUniqueViolation(error)) return "email_taken";
    throw error;
  }
}
