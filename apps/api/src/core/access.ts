import { IdSchema } from "@rawaq/domain/validation";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { Database } from "../db/client.ts";
import { organizationMembers, organizations } from "../db/schema/index.ts";
import type { AppEnv } from "../http/context.ts";
import { forbidden, noOrganization, notFound } from "../http/respond.ts";
import type { Membership } from "./membership.ts";
import { findSession, touchSession } from "./sessions.ts";
import type { UserFiles, UserRow } from "./users.ts";
import { apiMessages } from "../messages.ts";

// Who may do what, in one place: every route reaches the caller and their organization through
// these middlewares, so the rule "another organization's id is a 404" lives here alone.

/** What `requireUser` adds to `c.var`. */
export interface UserEnv {
  Variables: AppEnv["Variables"] & {
    user: UserRow;
    /** Which of the caller's files are on record (their photo, their identity document). */
    userFiles: UserFiles;
    /** The caller's organization and role; null for someone who belongs to none. */
    membership: Membership | null;
    /** The bearer token the request came with, for logout. */
    token: string;
    /** The session (auth_tokens row) of that token. */
    sessionId: string;
  };
}

/** What the organization middlewares guarantee: the caller is a member. */
interface MemberEnv {
  Variables: UserEnv["Variables"] & { membership: Membership };
}

/**
 * Authenticates with the Authorization: Bearer header only — never a cookie — so a cross-site
 * request carries no credential (docs/decisions/003-token-storage.md). One query finds the
 * user, their files and their membership; a disabled account's sessions find nothing, so its
 * very next request is 401. The session's "last used" moves at most once a minute.
 */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  // Several routers share a prefix (organizations and their books): authenticate once.
  if (c.get("user") as UserRow | undefined) return next();
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(c.req.header("authorization") ?? "");
  const session = match ? await findSession(c.var.db, match[1]!) : undefined;
  if (!match || !session) {
    c.header("WWW-Authenticate", "Bearer");
    return c.json({ message: c.var.i18n._(apiMessages.unauthenticated) }, 401);
  }
  c.set("user", session.user);
  c.set("userFiles", session.files);
  c.set("membership", session.membership);
  c.set("token", match[1]!);
  c.set("sessionId", session.id);
  await touchSession(c.var.db, session);
  await next();
});

/** Only the fair's administration passes; everyone else gets 403. */
export const requireAdmin = createMiddleware<UserEnv>(async (c, next) => {
  if (c.var.user.role !== "admin") return forbidden(c);
  await next();
});

type Access = "member" | "manager";

/** The 404 or 403 the caller gets, or undefined when their membership allows `access`. */
function refusal<E extends UserEnv>(
  c: Context<E>,
  organizationId: string | undefined,
  access: Access,
) {
  const { membership } = c.var;
  // Not a failure but a step still to take: the answer says so (its `code`), so the page can
  // lead to it. It reveals nothing: the caller knows they belong to no organization.
  if (!membership) return noOrganization(c);
  if (organizationId !== undefined && membership.organization.id !== organizationId) {
    return notFound(c);
  }
  if (access === "manager" && membership.role !== "manager") return forbidden(c);
  return undefined;
}

/**
 * The caller's membership of the organization in the path (`:id`). A malformed id, an unknown
 * one and another organization's all answer 404, so ids reveal nothing; the check runs before
 * the body is read. `manager`: staff get 403.
 */
function organizationAccess(access: Access) {
  return createMiddleware<MemberEnv>(async (c, next) => {
    const id = c.req.param("id");
    if (!v.is(IdSchema, id)) return notFound(c);
    const refused = refusal(c, id, access);
    if (refused) return refused;
    await next();
  });
}

/** Members (manager and staff) of the organization in the path. */
export const organizationMember = organizationAccess("member");
/** The manager of the organization in the path; its staff get 403. */
export const organizationManager = organizationAccess("manager");

/** Members of the organization in the path, and the administration, who review it. */
export const organizationReader = createMiddleware<UserEnv>(async (c, next) => {
  const id = c.req.param("id");
  if (!v.is(IdSchema, id)) return notFound(c);
  if (c.var.user.role !== "admin" && c.var.membership?.organization.id !== id) {
    return c.var.membership ? notFound(c) : noOrganization(c);
  }
  await next();
});

/** For routes without an organization in the path: the caller's own, or 404 for none. */
export const requireMembership = createMiddleware<MemberEnv>(async (c, next) => {
  const refused = refusal(c, undefined, "member");
  if (refused) return refused;
  await next();
});

/** After one of the above: the caller manages their organization; staff get 403. */
export const requireManager = createMiddleware<MemberEnv>(async (c, next) => {
  const refused = refusal(c, undefined, "manager");
  if (refused) return refused;
  await next();
});

/** Someone else's organization and role (an invitee's), or undefined when they have none. */
export async function findMembership(
  db: Database,
  userId: string,
): Promise<Membership | undefined> {
  const [row] = await db
    .select({ organization: organizations, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .limit(1);
  return row;
}

/**
 * Where a read's organization comes from. `organizationInPath`: the path's `/:id`, checked
 * against the caller's membership (the spec's addresses). `callersOrganization`: the
 * membership alone, for `/api/my-organization/…`, which a page asks at once instead of after
 * GET organizations has told it its id (docs/decisions/079-…). The same rule either way: a
 * member reads, no organization is 404 `no_organization`, another's id is 404.
 */
export interface OrganizationScope {
  /** What goes before a route's own path: `/:id`, or nothing. */
  readonly path: "/:id" | "";
  readonly member: typeof organizationMember;
}

export const organizationInPath: OrganizationScope = { path: "/:id", member: organizationMember };

export const callersOrganization: OrganizationScope = { path: "", member: requireMembership };
