import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface PageMeta {
  /** `<page> | Rawaq`, as the browser's title hook writes it (shell/use-document-title.ts). */
  title: string;
  description: string;
  /** Pages behind the login are no search result. */
  indexable: boolean;
}

/**
 * What a search result or a shared link says of the pages a visitor opens without an account,
 * by their title's id (the build strips a descriptor's source text; its id stays).
 */
const DESCRIPTIONS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [
    msg`Log in`.id,
    msg`Log in to Rawaq, the book fair's exhibitor portal: your publishing house, books, parcels, booth, invoices and badges.`,
  ],
  [
    msg`Sign up`.id,
    msg`Create a Rawaq account to register your publishing house for the book fair, submit your books and reserve a booth.`,
  ],
  [
    msg`Forgot your password?`.id,
    msg`Get a link by email to choose a new password for your Rawaq account.`,
  ],
  [msg`Reset password`.id, msg`Choose a new password for your Rawaq account.`],
  [msg`Contact us`.id, msg`Write to the book fair's administration; the answer comes by email.`],
  [msg`Badge`.id, msg`A book fair staff badge: whether it is valid, revoked or expired.`],
]);
const SITE_DESCRIPTION = msg`Rawaq, the book fair's exhibitor portal.`;

/** The page's title and description in the request's language. */
export function pageMeta(
  i18n: I18n,
  title: MessageDescriptor | undefined,
  status: number,
): PageMeta {
  const brand = i18n._(msg`Rawaq`);
  const page = title ? i18n._(title) : undefined;
  const described = title ? DESCRIPTIONS.get(title.id) : undefined;
  return {
    title: page ? `${page} | ${brand}` : brand,
    description: i18n._(described ?? SITE_DESCRIPTION),
    indexable: status === 200 && described !== undefined,
  };
}
