import { users } from "../db/schema/index.ts";
import type { Database } from "../db/client.ts";
import { hashPassword } from "../lib/password.ts";

export interface AdminAccountInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/** Creates an administration account; "taken" when the email already has one (any role). */
export async function createAdmin(
  db: Database,
  input: AdminAccountInput,
): Promise<{ id: string } | "taken"> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      role: "admin",
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row ?? "taken";
}
