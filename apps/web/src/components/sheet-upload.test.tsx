import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { ApiError } from "@rawaq/api-client/errors";
import { describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { activateLocale } from "../i18n/activate-locale.ts";
import { type SheetUploadProps, SheetUpload } from "./sheet-upload.tsx";

// The first step of every uploaded sheet (book lists, the books' logistics data): the file goes
// with its progress, the checked sheet goes on to the preview, and a sheet refused as a whole is
// said under the drop zone with the file still chosen for another try.

const TEXTS = {
  label: "Book list",
  prompt: "Drop the book list here, or choose a file",
  checking: "Checking the list…",
  check: "Check the list",
  nothingSaved: "Nothing is saved until you confirm the checked list.",
};

function sheetFile() {
  return new File(["title,isbn\n"], "books.csv", { type: "text/csv" });
}

async function renderUpload(props: Partial<SheetUploadProps<string>> = {}) {
  await activateLocale("en");
  const all: SheetUploadProps<string> = {
    send: vi.fn(async () => "checked"),
    onChecked: vi.fn(),
    texts: TEXTS,
    ...props,
  };
  await render(
    <I18nProvider i18n={i18n}>
      <SheetUpload {...all} />
    </I18nProvider>,
  );
  return all;
}

async function chooseFile() {
  const input = document.querySelector<HTMLInputElement>('[data-slot="file-drop-input"]')!;
  await userEvent.upload(input, sheetFile());
}

describe("a sheet the server checks", () => {
  test("is sent with its progress, then the server's reading is said, then the answer goes on", async () => {
    let report: (fraction: number) => void = () => {};
    let answer: (value: string) => void = () => {};
    const send = vi.fn(
      (_file: File, onProgress: (fraction: number) => void) =>
        new Promise<string>((resolve) => {
          report = onProgress;
          answer = resolve;
        }),
    );
    const props = await renderUpload({ send });
    const check = page.getByRole("button", { name: "Check the list" });
    await expect.element(check).toBeDisabled();

    await chooseFile();
    await check.click();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: "books.csv" }), report);

    report(0.4);
    await expect.element(page.getByRole("status")).toHaveTextContent("Uploading the file… 40%");
    report(1);
    await expect.element(page.getByRole("status")).toHaveTextContent("Checking the list…");
    expect(props.onChecked).not.toHaveBeenCalled();

    answer("checked");
    await vi.waitFor(() => expect(props.onChecked).toHaveBeenCalledWith("checked"));
  });
});

describe("a sheet refused as a whole", () => {
  test("says why under the drop zone, keeps the file chosen and can be sent again", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(422, "The list cannot be read.", {
        file: ["The list cannot be read.", "The column ISBN is missing."],
      });
    });
    const props = await renderUpload({ send });

    await chooseFile();
    await page.getByRole("button", { name: "Check the list" }).click();

    await expect.element(page.getByText("The list cannot be read.")).toBeVisible();
    await expect.element(page.getByText("The column ISBN is missing.")).toBeVisible();
    expect(page.getByRole("status").query()).toBeNull();
    expect(props.onChecked).not.toHaveBeenCalled();
    await expect.element(page.getByText("books.csv")).toBeVisible();
    await page.getByRole("button", { name: "Check the list" }).click();
    expect(send).toHaveBeenCalledTimes(2);
  });
});

test("back from the preview for another file, the drop zone has the focus", async () => {
  await renderUpload({ isFocused: true });
  await expect.element(page.getByRole("button", { name: /^Book list/ })).toHaveFocus();
});

test("shown the first time, it leaves the focus where it is", async () => {
  await renderUpload();
  expect(document.activeElement).toBe(document.body);
});
