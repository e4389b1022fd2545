import type { MemberRole } from "@rawaq/domain/organization";
import type { organizations } from "../db/schema/index.ts";

export type OrganizationRow = typeof organizations.$inferSelect;

/** The caller's organization and role in it: sessions read it with the user, access checks it. */
export interface Membership {
  organization: OrganizationRow;
  role: MemberRole;
}
