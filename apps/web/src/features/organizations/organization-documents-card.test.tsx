import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/errors";
import type { Organization } from "@rawaq/domain/organization";
import { afterEach, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { api } from "../../lib/api.ts";
import { OrganizationDocumentsCard } from "./organization-documents-card.tsx";

// The card reads the organization's id, name and documents only.
const ORGANIZATION = {
  id: "org-1",
  name: "Dar Example",
  documents: { logo: null, commercial_registration: null, publishing_licence: null },
} as unknown as Organization;
const OWNER = {
  id: "owner-1",
  name: "Sara Haddad",
  email: "sara@example.com",
  has_identity_document: true,
};

afterEach(() => {
  vi.restoreAllMocks();
});

// Issue 31: the person's access log says why the administration opened their document.
test("the identity document opens with the purpose chosen beside it", async () => {
  await activateLocale("en");
  // No tab to open in a test; the refused call keeps the file from being saved.
  vi.spyOn(window, "open").mockReturnValue(null);
  const open = vi
    .spyOn(api.admin, "getUserIdentityDocument")
    .mockRejectedValue(new ApiError(404, "Not found."));
  await render(
    <I18nProvider i18n={i18n}>
      <OrganizationDocumentsCard organization={ORGANIZATION} owner={OWNER} />
    </I18nProvider>,
  );
  const purpose = page.getByRole("combobox", { name: "Why are you opening it?" });
  await expect.element(purpose).toHaveValue("organization_review");

  await userEvent.click(page.getByRole("button", { name: /View.*Identity document/ }));
  await vi.waitFor(() => expect(open).toHaveBeenLastCalledWith("owner-1", "organization_review"));

  await userEvent.selectOptions(purpose, "Checking a badge");
  await userEvent.click(page.getByRole("button", { name: /View.*Identity document/ }));
  await vi.waitFor(() => expect(open).toHaveBeenLastCalledWith("owner-1", "badge_check"));
});
