import { describe, expect, test } from "vitest";
import { isAdminPath, viewOfPath } from "./view-of-path.ts";

describe("the menu follows the page's view", () => {
  test("organization pages, their sub-pages, personal pages and shared pages", () => {
    expect(viewOfPath("/books")).toBe("organization");
    expect(viewOfPath("/books/new")).toBe("organization");
    expect(viewOfPath("/my-organization")).toBe("organization");
    expect(viewOfPath("/organization/edit")).toBe("organization");
    expect(viewOfPath("/AddNewOrganization/abc")).toBe("organization");
    expect(viewOfPath("/auth/profile")).toBe("personal");
    expect(viewOfPath("/my-requests/view/1")).toBe("personal");
    expect(viewOfPath("/")).toBeNull();
    expect(viewOfPath("/bookshelf")).toBeNull();
  });

  test("admin pages", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/books")).toBe(true);
    expect(isAdminPath("/administration")).toBe(false);
    expect(isAdminPath("/books")).toBe(false);
  });
});
