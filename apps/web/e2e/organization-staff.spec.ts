import { expect, test } from "./fixtures.ts";
import { approvedOrganization, newExhibitor, PHOTO } from "./people.ts";
import { signIn } from "./session.ts";
import { tr } from "./texts.ts";

for (const locale of ["ar", "en"] as const) {
  const t = (source: string, values?: Record<string, unknown>) => tr(locale, source, values);

  test(`an approved organization updates its expiry dates and documents, and takes on staff, in ${locale}`, async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const manager = await newExhibitor(request, `manager-${locale}`);
    const staff = await newExhibitor(request, `staff-${locale}`);
    const orgName = locale === "ar" ? `دار الفريق ${Date.now()}` : `Team House ${Date.now()}`;
    await approvedOrganization(request, manager, orgName);
    await signIn(request, context, baseURL!, manager);

    // After approval only the expiry dates and documents can change; the rest is shown locked.
    await page.goto(`/${locale}/organization`);
    await page.getByRole("link", { name: t("Edit expiry dates and documents") }).click();
    await expect(page).toHaveURL(`/${locale}/organization/edit`);
    await expect(page.getByRole("textbox", { name: t("Publishing house name") })).toBeDisabled();
    await expect(page.getByRole("textbox", { name: t("Publishing house name") })).toHaveValue(
      orgName,
    );
    const crExpiry = page.getByLabel(t("CR expiry date"));
    await crExpiry.fill("2033-06-30");
    const datesSaved = page.waitForResponse(
      (response) =>
        response.request().method() === "PATCH" && /\/organizations\/[^/]+$/.test(response.url()),
    );
    await page.getByRole("button", { name: t("Save the expiry dates") }).click();
    expect((await datesSaved).status()).toBe(200);
    const logo = page.locator('input[type="file"]').first();
    const logoSaved = page.waitForResponse(
      (response) =>
        response.url().endsWith("/documents/logo") && response.request().method() === "PUT",
    );
    await logo.setInputFiles(PHOTO);
    expect((await logoSaved).status()).toBe(200);
    await page.reload();
    await expect(page.getByLabel(t("CR expiry date"))).toHaveValue("2033-06-30");

    // The manager invites a registered exhibitor, who accepts from the profile.
    await page.goto(`/${locale}/my-organization`);
    await page
      .getByRole("textbox", { name: t("Email of a registered user"), exact: true })
      .fill(staff.email);
    await page.getByRole("button", { name: t("Send invitation") }).click();
    const invitations = page.getByRole("table", { name: t("Pending invitations") });
    await expect(invitations.getByRole("cell", { name: staff.email })).toBeVisible();

    const staffContext = await browser.newContext();
    await signIn(request, staffContext, baseURL!, staff);
    const staffPage = await staffContext.newPage();
    await staffPage.goto(`/${locale}/auth/profile`);
    await staffPage.getByRole("button", { name: `${t("Accept")} ${orgName}` }).click();
    await expect(staffPage.getByRole("button", { name: `${t("Accept")} ${orgName}` })).toHaveCount(
      0,
    );

    // Staff see the organization, read-only: no edit link, no invitation form.
    await staffPage.goto(`/${locale}/organization`);
    await expect(staffPage.getByRole("main").getByText(orgName).first()).toBeVisible();
    await expect(
      staffPage.getByText(
        t("You see this organization as a staff member. Only its manager can change it."),
      ),
    ).toBeVisible();
    await expect(
      staffPage.getByRole("link", { name: t("Edit expiry dates and documents") }),
    ).toHaveCount(0);
    await staffPage.goto(`/${locale}/my-organization`);
    const members = staffPage.getByRole("table", { name: t("Members") });
    await expect(members.getByRole("cell", { name: staff.email })).toBeVisible();
    await expect(staffPage.getByRole("heading", { name: t("Invite a staff member") })).toHaveCount(
      0,
    );
    await staffContext.close();

    // The manager removes the staff member again.
    await page.reload();
    const staffRow = page
      .getByRole("table", { name: t("Members") })
      .getByRole("row")
      .filter({ hasText: staff.email });
    await staffRow.getByRole("button", { name: t("Remove") }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: t("Remove"), exact: true })
      .click();
    await expect(
      page.getByRole("table", { name: t("Members") }).getByRole("cell", { name: staff.email }),
    ).toHaveCount(0);
  });
}
