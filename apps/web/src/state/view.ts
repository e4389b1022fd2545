import { atom } from "jotai";
import { atomWithStorage } from "jotai/utils";

/** Spec §3 navigation state: the organization view is on. Persisted across visits. */
export const showOrganizationAtom = atomWithStorage("showOrganization", false, undefined, {
  getOnInit: true,
});

/** The view toggle: `organization` turns the organization view on, any other value off (§4). */
export const selectViewAtom = atom(null, (_get, set, value: string) => {
  set(showOrganizationAtom, value === "organization");
});

/** The sidebar's collapsed state, remembered per browser. */
export const sidebarCollapsedAtom = atomWithStorage("sidebarCollapsed", false, undefined, {
  getOnInit: true,
});
