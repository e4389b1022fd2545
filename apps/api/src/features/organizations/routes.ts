import {
  FIELDS_EDITABLE_AFTER_APPROVAL,
  InvitationInputSchema,
  ORGANIZATION_DOCUMENTS,
  type OrganizationDocument,
  isFullyEditable,
} from "@rawaq/domain/organization";
import {
  OrganizationBankInputSchema,
  OrganizationExpiryInputSchema,
  OrganizationLegalInputSchema,
} from "@rawaq/domain/organization-input";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import {
  type FieldErrors,
  IdSchema,
  type ValidationCode,
  fieldErrorsFromIssues,
} from "@rawaq/domain/validation";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import {
  type OrganizationScope,
  callersOrganization,
  organizationInPath,
  organizationManager,
  organizationReader,
  requireUser,
} from "../../core/access.ts";
import { listAudit } from "../../core/audit.ts";
import { progressFromCounts } from "../../core/logistics-progress.ts";
import { readDocumentUpload, sendStoredFile, storeUpload } from "../../core/files.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import {
  invalid,
  readJsonObject,
  readMultipart,
  readQuery,
  validateJson,
} from "../../http/validate.ts";
import { NationalAddressInputSchema } from "@rawaq/domain/national-address";
import { findUserFile } from "../../core/users.ts";
import { throttleUploads } from "../../core/throttle.ts";
import { cancelInvitation, createInvitation, listMembers, removeStaff } from "./members.ts";
import {
  NO_ORGANIZATION_META,
  findOrganization,
  loadOrganization,
  organizationMeta,
  organizationOverview,
  toOrganization,
} from "./queries.ts";
import {
  changeNationalAddress,
  createOrganization,
  findDocument,
  replaceDocument,
  submitOrganization,
  updateOrganization,
} from "./service.ts";
import { apiMessages } from "../../messages.ts";
import { organizationMessages } from "./messages.ts";

/** The organization as saved, after a change the caller was allowed to make. */
async function organizationAnswer<E extends AppEnv>(
  c: Context<E>,
  id: string,
  status: 200 | 201 = 200,
) {
  const organization = await findOrganization(c.var.db, id);
  if (!organization) return notFound(c);
  return c.json(
    {
      data: { organization: await loadOrganization(c.var.db, organization) },
      message: c.var.i18n._(organizationMessages.organizationSaved),
    },
    status,
  );
}

const legalKeys = Object.keys(OrganizationLegalInputSchema.pipe[0].entries);
const bankKeys = Object.keys(OrganizationBankInputSchema.entries);

const DocumentKindSchema = v.picklist(ORGANIZATION_DOCUMENTS);
const documentParams = pathParams({ id: IdSchema, kind: DocumentKindSchema });

/**
 * What the organization's pages read, for its members: under `/api/organizations/{id}/…`, and
 * under `/api/my-organization/…` for the caller's own, which a page asks at once (decision 079).
 */
function organizationReads(scope: OrganizationScope) {
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      .get(`${scope.path}/members`, scope.member, async (c) =>
        c.json({ data: await listMembers(c.var.db, c.var.membership.organization.id) }),
      )
      /** The organization's own records: its status changes and its books'. */
      .get(`${scope.path}/audit`, scope.member, async (c) => {
        const page = v.parse(PageQuerySchema, readQuery(c));
        const { entries, total } = await listAudit(
          c.var.db,
          page,
          c.var.membership.organization.id,
        );
        return c.json({ data: { entries, meta: pageMeta(page, total) } });
      })
  );
}

/** The caller's own organization's reads, at `/api/my-organization/…`. */
export const myOrganizationRoutes = organizationReads(callersOrganization);

export const organizationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .route("/", organizationReads(organizationInPath))
  /** spec §7: the caller's organization (or null) and its meta. */
  .get("/", async (c) => {
    const { membership } = c.var;
    if (!membership) return c.json({ data: { organization: null, meta: NO_ORGANIZATION_META } });
    const overview = await organizationOverview(c.var.db, membership.organization.id);
    const progress = progressFromCounts(membership.organization.status, overview.logistics);
    return c.json({
      data: {
        organization: toOrganization(
          membership.organization,
          overview.documents,
          membership.role === "staff",
        ),
        meta: organizationMeta(membership, overview, progress),
      },
    });
  })
  /** Wizard step 1 of a new organization: creates the caller's draft, the caller its manager. */
  .post("/", async (c) => {
    if (c.var.user.role === "admin") {
      return c.json({ message: c.var.i18n._(organizationMessages.adminHasNoOrganization) }, 403);
    }
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const result = await v.safeParseAsync(OrganizationLegalInputSchema, body);
    if (!result.success) return invalid(c, fieldErrorsFromIssues(result.issues));
    const created = await createOrganization(c.var.db, c.var.user, result.output);
    if (created === "member") {
      return c.json({ message: c.var.i18n._(organizationMessages.organizationExists) }, 409);
    }
    if (created === "taken") return invalid(c, { commercial_registration_number: ["taken"] });
    return organizationAnswer(c, created.id, 201);
  })
  /**
   * Saves a wizard step (legal data or bank account) of a draft or rejected organization, or the
   * expiry dates of an approved one. Status fields in the body are never read.
   */
  .patch("/:id", organizationManager, async (c) => {
    const { organization } = c.var.membership;
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;

    if (organization.status === "pending") {
      return c.json({ message: c.var.i18n._(organizationMessages.organizationUnderReview) }, 409);
    }
    if (organization.status === "approved") {
      const locked: FieldErrors<ValidationCode> = {};
      for (const key of [...legalKeys, ...bankKeys]) {
        if (key in body && !(FIELDS_EDITABLE_AFTER_APPROVAL as readonly string[]).includes(key)) {
          locked[key] = ["locked"];
        }
      }
      if (Object.keys(locked).length > 0) return invalid(c, locked);
      const result = v.safeParse(OrganizationExpiryInputSchema, body);
      if (!result.success) return invalid(c, fieldErrorsFromIssues(result.issues));
      await updateOrganization(c.var.db, organization.id, result.output);
      return organizationAnswer(c, organization.id);
    }

    // Draft or rejected: one whole step at a time.
    const isBankStep = bankKeys.some((key) => key in body);
    const isLegalStep = legalKeys.some((key) => key in body);
    const errors: FieldErrors<ValidationCode> = {};
    const changes: Record<string, unknown> = {};
    if (isLegalStep || !isBankStep) {
      const legal = await v.safeParseAsync(OrganizationLegalInputSchema, body);
      if (legal.success) Object.assign(changes, legal.output);
      else Object.assign(errors, fieldErrorsFromIssues(legal.issues));
    }
    if (isBankStep) {
      const bank = v.safeParse(OrganizationBankInputSchema, body);
      if (bank.success) Object.assign(changes, bank.output);
      else Object.assign(errors, fieldErrorsFromIssues(bank.issues));
    }
    if (Object.keys(errors).length > 0) return invalid(c, errors);
    const saved = await updateOrganization(c.var.db, organization.id, changes);
    if (saved === "taken") return invalid(c, { commercial_registration_number: ["taken"] });
    return organizationAnswer(c, organization.id);
  })
  /** The national address a Saudi house's tax invoices need (issue 30); any status. */
  .put(
    "/:id/national-address",
    organizationManager,
    validateJson(NationalAddressInputSchema),
    async (c) => {
      await changeNationalAddress(
        c.var.db,
        c.var.user,
        c.var.membership.organization,
        c.req.valid("json"),
        c.var.clock.now(),
      );
      return organizationAnswer(c, c.var.membership.organization.id);
    },
  )
  /** Sends a complete draft (or a corrected rejected organization) for review. */
  .post("/:id/submit", organizationManager, async (c) => {
    const { organization } = c.var.membership;
    if (!isFullyEditable(organization.status)) {
      return c.json(
        { message: c.var.i18n._(organizationMessages.organizationNotSubmittable) },
        409,
      );
    }
    // Every step must hold what the wizard asks for, checked again as of today.
    const stored = await loadOrganization(c.var.db, organization);
    const errors: FieldErrors<ValidationCode> = {};
    const legal = await v.safeParseAsync(OrganizationLegalInputSchema, {
      ...stored,
      phone2: stored.phone2 ?? "",
      city: stored.city ?? "",
    });
    if (!legal.success) Object.assign(errors, fieldErrorsFromIssues(legal.issues));
    const bank = v.safeParse(OrganizationBankInputSchema, {
      iban: stored.iban ?? undefined,
      swift: stored.swift ?? undefined,
      bank_name: stored.bank_name ?? undefined,
      account_number: stored.account_number ?? undefined,
    });
    if (!bank.success) Object.assign(errors, fieldErrorsFromIssues(bank.issues));
    for (const kind of ORGANIZATION_DOCUMENTS) {
      if (!stored.documents[kind]) errors[kind] = ["required"];
    }
    if (Object.keys(errors).length > 0) {
      return invalid(c, errors, c.var.i18n._(organizationMessages.organizationIncomplete));
    }
    if (!(await findUserFile(c.var.db, c.var.user.id, "identity_document"))) {
      return c.json(
        {
          message: c.var.i18n._(organizationMessages.identityDocumentMissing),
          errors: {
            identity_document: [c.var.i18n._(organizationMessages.identityDocumentMissing)],
          },
        },
        422,
      );
    }
    const submitted = await submitOrganization(c.var.db, c.var.user, organization);
    if (!submitted) {
      return c.json(
        { message: c.var.i18n._(organizationMessages.organizationNotSubmittable) },
        409,
      );
    }
    return c.json({
      data: { organization: await loadOrganization(c.var.db, submitted) },
      message: c.var.i18n._(organizationMessages.organizationSubmitted),
    });
  })
  /** Uploads or replaces one of the three documents (not while under review). */
  .put("/:id/documents/:kind", organizationManager, documentParams, throttleUploads, async (c) => {
    const { membership } = c.var;
    const { kind } = c.req.valid("param");
    if (membership.organization.status === "pending") {
      return c.json({ message: c.var.i18n._(organizationMessages.organizationUnderReview) }, 409);
    }
    const form = await readMultipart(c);
    if (form instanceof Response) return form;
    const file = form.files.file;
    if (!file) return invalid(c, { [kind]: ["required"] });
    const upload = await readDocumentUpload(file, kind !== "logo");
    if (typeof upload === "string") return invalid(c, { [kind]: [upload] });

    const stored = await storeUpload(c, upload);
    const previous = await replaceDocument(c.var.db, membership.organization.id, kind, stored);
    if (previous) await c.var.fileStore.remove(previous);
    return c.json({
      data: { organization: await loadOrganization(c.var.db, membership.organization) },
      message: c.var.i18n._(apiMessages.fileSaved),
    });
  })
  /** A document, for the organization's members and the administration. */
  .get("/:id/documents/:kind", organizationReader, documentParams, async (c) => {
    const { id, kind } = c.req.valid("param");
    return sendDocument(c, id, kind);
  })
  .post("/:id/invitations", organizationManager, async (c) => {
    const { membership } = c.var;
    const body = await readJsonObject(c);
    if (body instanceof Response) return body;
    const input = v.safeParse(InvitationInputSchema, body);
    if (!input.success) return invalid(c, fieldErrorsFromIssues(input.issues));
    const result = await createInvitation(c.var.db, membership, c.var.user, input.output.email);
    if (typeof result === "string") {
      if (result === "exists") {
        return c.json({ message: c.var.i18n._(organizationMessages.invitationExists) }, 409);
      }
      return invalid(c, { email: [result] });
    }
    return c.json(
      { data: { invitation: result }, message: c.var.i18n._(organizationMessages.invitationSent) },
      201,
    );
  })
  .delete(
    "/:id/invitations/:invitationId",
    organizationManager,
    pathParams({ id: IdSchema, invitationId: IdSchema }),
    async (c) => {
      const done = await cancelInvitation(
        c.var.db,
        c.var.membership.organization.id,
        c.req.valid("param").invitationId,
      );
      if (!done) return notFound(c);
      return c.json({
        data: null,
        message: c.var.i18n._(organizationMessages.invitationCancelled),
      });
    },
  )
  .delete(
    "/:id/members/:userId",
    organizationManager,
    pathParams({ id: IdSchema, userId: IdSchema }),
    async (c) => {
      const result = await removeStaff(
        c.var.db,
        c.var.membership.organization.id,
        c.req.valid("param").userId,
      );
      if (result === "manager") {
        return c.json({ message: c.var.i18n._(organizationMessages.managerCannotBeRemoved) }, 409);
      }
      if (!result) return notFound(c);
      return c.json({ data: null, message: c.var.i18n._(organizationMessages.memberRemoved) });
    },
  );

async function sendDocument<E extends AppEnv>(
  c: Context<E>,
  organizationId: string,
  kind: OrganizationDocument,
) {
  const file = await findDocument(c.var.db, organizationId, kind);
  if (!file) return notFound(c);
  return sendStoredFile(c, file, { name: kind });
}
