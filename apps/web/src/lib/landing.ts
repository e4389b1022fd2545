import type { User } from "@rawaq/domain/user";
import { mutate } from "swr";
import { api } from "./api.ts";
import { ORGANIZATION_KEY, PROFILE_KEY } from "./use-profile.ts";

type OrganizationsAnswer = Awaited<ReturnType<typeof api.getOrganizations>>;

/**
 * Where a user's work is, after login: the console for the administration, the organization's
 * dashboard for a member of one (manager or staff, whatever its status), the profile (the hub
 * that says what to do next) for the rest. The answers it reads prime the pages' caches.
 * `loadOrganizations` is the API's GET organizations; tests hand in their own answer.
 */
export async function landingPath(
  user: User,
  locale: string,
  loadOrganizations: () => Promise<OrganizationsAnswer> = () => api.getOrganizations(),
): Promise<string> {
  await mutate(PROFILE_KEY, user, { revalidate: false });
  if (user.role === "admin") return `/${locale}/admin`;
  try {
    const { data } = await loadOrganizations();
    await mutate(ORGANIZATION_KEY, data, { revalidate: false });
    if (data.organization) return `/${locale}/my-organization`;
  } catch (error) {
    // spec §8: an organizations fetch failure is only logged; the profile is always a place.
    console.error("Organization could not be loaded:", error);
  }
  return `/${locale}/auth/profile`;
}
