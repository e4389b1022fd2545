/** The organization view's pages (the organization menu and the pages under it). */
const ORGANIZATION_PATHS = [
  "/my-organization",
  "/organization",
  "/books",
  "/completeData",
  "/shipment",
  "/products",
  "/reservation",
  "/payment-information",
  "/AddNewOrganization",
];

/** The personal view's own pages (home is shared, so it keeps the chosen view). */
const PERSONAL_PATHS = ["/auth/profile", "/my-requests"];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The view a page belongs to, so the menu and the toggle follow the page (a publisher opening
 * `/books` from a link sees the organization menu); `null` for pages of both views.
 */
export function viewOfPath(localePath: string): "organization" | "personal" | null {
  if (ORGANIZATION_PATHS.some((prefix) => isUnder(localePath, prefix))) return "organization";
  if (PERSONAL_PATHS.some((prefix) => isUnder(localePath, prefix))) return "personal";
  return null;
}

/** The admin console's pages: before the profile is known, the shell assumes the admin there. */
export function isAdminPath(localePath: string): boolean {
  return isUnder(localePath, "/admin");
}
