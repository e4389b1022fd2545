import { expect, test } from "./fixtures.ts";
import { signIn } from "./session.ts";
import { tr } from "./texts.ts";

/** The seeded approved publishing house (apps/api/src/seed/seed.ts), visited read-only. */
const PUBLISHER = { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" };

// Arabic: the harder direction for the tabs' arrow keys. The URL state itself is the same in both.
const locale = "ar";
const t = (source: string) => tr(locale, source);

test("a list's filter and search live in the URL: typing replaces, back and forward restore, and the add-books tabs follow the reading direction", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signIn(request, context, baseURL!, PUBLISHER);
  await page.goto(`/${locale}/books`);
  const table = page.getByRole("table", { name: t("Books") });
  await expect(table.getByRole("row").nth(1)).toBeVisible();

  const rejected = page.getByRole("radio", {
    name: new RegExp(`^${tr(locale, "Rejected", undefined, "book")}`),
  });
  // The radios are visually hidden inside their labels, which are what a user clicks.
  await page.locator("label", { has: rejected }).click();
  await expect(page).toHaveURL(`/${locale}/books?status=rejected`);
  await expect(
    table.getByText(tr(locale, "Approved", undefined, "book"), { exact: true }),
  ).toHaveCount(0);

  const search = page.getByRole("searchbox", { name: t("Search by title, author or ISBN") });
  await search.fill("no such book");
  await expect(page).toHaveURL(`/${locale}/books?status=rejected&q=no+such+book`);
  await expect(page.getByText(t("No books match your filters"))).toBeVisible();

  // The search replaced the filter's entry rather than adding one: back is the unfiltered list.
  await page.goBack();
  await expect(page).toHaveURL(`/${locale}/books`);
  await expect(page.getByRole("radio", { name: new RegExp(`^${t("All")}`) })).toBeChecked();
  await expect(search).toHaveValue("");
  await page.goForward();
  await expect(search).toHaveValue("no such book");
  await expect(rejected).toBeChecked();

  await page.goto(`/${locale}/books/new`);
  const one = page.getByRole("tab", { name: t("Add one book") });
  const upload = page.getByRole("tab", { name: t("Upload a book list") });
  await expect(one).toHaveAttribute("aria-selected", "true");
  await one.focus();
  // Right to left: the next tab is to the left.
  await page.keyboard.press("ArrowLeft");
  await expect(upload).toBeFocused();
  await expect(upload).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(`/${locale}/books/new?tab=upload`);
  await expect(page.getByRole("tabpanel", { name: t("Upload a book list") })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(one).toBeFocused();
  await expect(page).toHaveURL(`/${locale}/books/new`);
});
