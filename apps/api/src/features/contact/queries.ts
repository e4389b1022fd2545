import type { ContactMessageInput } from "@rawaq/domain/contact";
import type { Locale } from "@rawaq/i18n/locales";
import type { Database } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/index.ts";

export async function createContactMessage(
  db: Database,
  input: ContactMessageInput,
  locale: Locale,
) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, locale })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("The contact message was not stored.");
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
