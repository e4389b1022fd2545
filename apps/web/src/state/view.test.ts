import { createStore } from "jotai";
import { beforeEach, describe, expect, it } from "vitest";
import { selectViewAtom, showOrganizationAtom } from "./view.ts";

describe("view toggle", () => {
  beforeEach(() => localStorage.clear());

  it("turns the organization view on only for the value organization, and persists it", () => {
    const store = createStore();
    store.set(selectViewAtom, "organization");
    expect(store.get(showOrganizationAtom)).toBe(true);
    expect(localStorage.getItem("showOrganization")).toBe("true");

    store.set(selectViewAtom, "personal");
    expect(store.get(showOrganizationAtom)).toBe(false);
    store.set(selectViewAtom, "Organization");
    expect(store.get(showOrganizationAtom)).toBe(false);
  });

  it("restores the persisted view when the app mounts it", () => {
    localStorage.setItem("showOrganization", "true");
    const store = createStore();
    const unsubscribe = store.sub(showOrganizationAtom, () => {});
    expect(store.get(showOrganizationAtom)).toBe(true);
    unsubscribe();
  });
});
