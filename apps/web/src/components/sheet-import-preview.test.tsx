import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/errors";
import type { SheetImport, SheetImportRow } from "@rawaq/domain/sheet-import";
import { SWRConfig } from "swr";
import { describe, expect, test, vi } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../i18n/activate-locale.ts";
import {
  type SheetImportPreviewProps,
  type SheetImportRowsFilter,
  SheetImportPreview,
} from "./sheet-import-preview.tsx";

// The one preview-then-commit flow of book lists and the books' data (issue 27): the rows to fix
// first with each cell's errors, a commit only of a clean sheet, and a refusal that leads to a
// new upload.

type Field = "title" | "isbn";

function sheet(errorRows: number, totalRows = 3): SheetImport {
  return {
    id: "import-1",
    file_name: "books.xlsx",
    status: "preview",
    total_rows: totalRows,
    valid_rows: totalRows - errorRows,
    error_rows: errorRows,
    created_at: "2026-12-06T10:00:00.000Z",
    committed_at: null,
  };
}

const ROWS: SheetImportRow[] = [
  { row: 2, values: { title: "Desert Novel", isbn: "9780306406157" }, errors: {} },
  {
    row: 3,
    values: { title: "", isbn: "978" },
    errors: { title: ["Title is required."], isbn: ["ISBN must be valid."] },
  },
  { row: 4, values: { title: "Sea Poems", isbn: "9781861972712" }, errors: {} },
];

function renderPreview(
  sheetImport: SheetImport,
  props: Partial<SheetImportPreviewProps<Field>> = {},
) {
  const fetchRows = vi.fn(async (only: SheetImportRowsFilter, page: number) => {
    const rows = only === "errors" ? ROWS.filter((row) => Object.keys(row.errors).length) : ROWS;
    const current = { ...sheetImport, ...props.sheetImport };
    return { import: current, rows, meta: { page, per_page: 20, total: rows.length, pages: 1 } };
  });
  const all: SheetImportPreviewProps<Field> = {
    sheetImport,
    slot: "book-import",
    rowsKey: (only, page) => ["test-import", only, page],
    fetchRows,
    fields: ["title", "isbn"],
    labels: { title: "Title", isbn: "ISBN" },
    ltrFields: ["isbn"],
    texts: {
      heading: "Check the list before adding it",
      ready: "Ready to add",
      uploadAgain: "Upload the list again",
      rowsFailed: "The rows of the list could not be loaded.",
      committing: "Adding books…",
    },
    commitLabel: (ready) => `Add ${ready.text} books`,
    commit: vi.fn(async () => ({ count: 3, message: "3 books were added." })),
    onReset: vi.fn(),
    onCommitted: vi.fn(),
    ...props,
  };
  const screen = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider i18n={i18n}>
        <SheetImportPreview {...all} />
      </I18nProvider>
    </SWRConfig>,
  );
  return { screen, props: all, fetchRows };
}

describe("a sheet with errors", () => {
  test("shows its rows to fix first with each cell's errors, and cannot be committed", async () => {
    await activateLocale("en");
    const { screen, fetchRows } = renderPreview(sheet(1));
    const page = await screen;

    await expect
      .element(page.getByRole("heading", { name: "Check the list before adding it" }))
      .toHaveFocus();
    await expect.element(page.getByText("Rows with errors")).toBeVisible();
    await expect.element(page.getByText("ISBN must be valid.")).toBeVisible();
    await expect.element(page.getByText("Title is required.")).toBeVisible();
    expect(page.getByText("Desert Novel").query()).toBeNull();
    await expect.element(page.getByRole("button", { name: "Add 2 books" })).toBeDisabled();
    await expect
      .element(
        page.getByText(
          "Fix the rows with errors in your file and upload it again. Nothing has been saved.",
        ),
      )
      .toBeVisible();

    await page.getByRole("checkbox", { name: "Show only rows with errors" }).click();
    await expect.element(page.getByText("Desert Novel")).toBeVisible();
    expect(fetchRows).toHaveBeenLastCalledWith("all", 1);
  });
});

describe("a clean sheet", () => {
  test("is committed in one go, with the server's sentence", async () => {
    await activateLocale("en");
    const { screen, props } = renderPreview(sheet(0));
    const page = await screen;

    await expect.element(page.getByText("All rows")).toBeVisible();
    await page.getByRole("button", { name: "Add 3 books" }).click();
    await vi.waitFor(() =>
      expect(props.onCommitted).toHaveBeenCalledWith(3, "3 books were added."),
    );
    expect(props.commit).toHaveBeenCalledWith("import-1");
  });

  test("refused as it stands (an ISBN added meanwhile): said, and only a new upload is offered", async () => {
    await activateLocale("en");
    const onRefused = vi.fn(async () => undefined);
    const { screen, props } = renderPreview(sheet(0), {
      commit: vi.fn(async () => {
        throw new ApiError(409, "One of these ISBNs was added meanwhile.");
      }),
      onRefused,
    });
    const page = await screen;

    await page.getByRole("button", { name: "Add 3 books" }).click();
    await expect.element(page.getByText("One of these ISBNs was added meanwhile.")).toBeVisible();
    await expect.element(page.getByRole("button", { name: "Add 3 books" })).toBeDisabled();
    expect(onRefused).toHaveBeenCalledWith("import-1");
    expect(props.onCommitted).not.toHaveBeenCalled();
    await page.getByRole("button", { name: "Upload the list again" }).click();
    expect(props.onReset).toHaveBeenCalled();
  });
});

test("a sheet stored meanwhile (another tab) is done", async () => {
  await activateLocale("en");
  const committed = { ...sheet(0), status: "committed" as const };
  const { screen, props } = renderPreview(sheet(0), { sheetImport: committed });
  await screen;
  await vi.waitFor(() => expect(props.onCommitted).toHaveBeenCalledWith(3));
});
