import { useState } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { FileDrop, formatFileSize, isAcceptedType } from "./file-drop.tsx";

const IMAGE_TYPES = ["image/png", "image/jpeg"];
const MB = 1024 * 1024;

function makeFile(name: string, type: string, size = 16): File {
  return new File([new Uint8Array(size)], name, { type });
}

function zone(): HTMLElement {
  return document.querySelector<HTMLElement>('[data-slot="file-drop-zone"]')!;
}

function root(): HTMLElement {
  return document.querySelector<HTMLElement>('[data-slot="file-drop"]')!;
}

function dragEvent(type: string, files: File[]): DragEvent {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  return new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true });
}

function drop(file: File) {
  zone().dispatchEvent(dragEvent("dragover", [file]));
  zone().dispatchEvent(dragEvent("drop", [file]));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("FileDrop", () => {
  test("a dropped file of an accepted type and size is reported and listed", async () => {
    const onFileChange = vi.fn();
    await render(
      <FileDrop
        label="Commercial registration"
        accept={["application/pdf"]}
        maxSizeBytes={MB}
        onFileChange={onFileChange}
      />,
    );
    const file = makeFile("cr.pdf", "application/pdf", 2048);

    drop(file);

    await expect.element(page.getByText("cr.pdf")).toBeInTheDocument();
    expect(onFileChange).toHaveBeenCalledExactlyOnceWith(file);
    expect(root()).toHaveAttribute("data-state", "done");
    await expect.element(page.getByText("2 KB")).toBeInTheDocument();
  });

  test("rejects a file of another type with the type text, and does not report it", async () => {
    const onFileChange = vi.fn();
    await render(
      <FileDrop
        label="Photo"
        accept={IMAGE_TYPES}
        typeErrorText="نوع الملف غير مقبول."
        onFileChange={onFileChange}
      />,
    );

    drop(makeFile("list.csv", "text/csv"));

    await expect.element(page.getByText("نوع الملف غير مقبول.")).toBeInTheDocument();
    expect(onFileChange).not.toHaveBeenCalled();
    expect(root()).toHaveAttribute("data-state", "invalid");
    const browse = page.getByRole("button", { name: /^Photo Drag/ });
    await expect.element(browse).toHaveAttribute("aria-invalid", "true");
    await expect.element(browse).toHaveAccessibleDescription(/نوع الملف غير مقبول\./);
  });

  test("rejects an oversize file with the size text, the limit filled in", async () => {
    const onFileChange = vi.fn();
    await render(
      <FileDrop
        label="Photo"
        accept={IMAGE_TYPES}
        maxSizeBytes={2 * MB}
        onFileChange={onFileChange}
      />,
    );

    drop(makeFile("big.png", "image/png", 2 * MB + 1));

    await expect.element(page.getByText("The file is larger than 2 MB.")).toBeInTheDocument();
    expect(onFileChange).not.toHaveBeenCalled();
  });

  test("the default texts are English and the size text takes a custom formatter", async () => {
    await render(
      <FileDrop
        label="Photo"
        accept={IMAGE_TYPES}
        maxSizeBytes={500}
        sizeErrorText="حجم الملف أكبر من {size}."
        formatSize={(bytes) => `${bytes} بايت`}
      />,
    );

    drop(makeFile("doc.pdf", "application/pdf"));
    await expect.element(page.getByText("This file type is not accepted.")).toBeInTheDocument();

    drop(makeFile("big.png", "image/png", 501));
    await expect.element(page.getByText("حجم الملف أكبر من 500 بايت.")).toBeInTheDocument();
  });

  test("an accepted file clears an earlier rejection", async () => {
    await render(<FileDrop label="Photo" accept={IMAGE_TYPES} />);

    drop(makeFile("list.csv", "text/csv"));
    await expect.element(page.getByText("This file type is not accepted.")).toBeInTheDocument();
    drop(makeFile("cover.png", "image/png"));

    await expect.element(page.getByText("cover.png")).toBeInTheDocument();
    expect(document.querySelector('[data-slot="field-error"]')).toBeNull();
  });

  test("shows dragging while a file is over the zone, and idle again when it leaves", async () => {
    await render(<FileDrop label="Photo" />);
    const file = makeFile("cover.png", "image/png");

    zone().dispatchEvent(dragEvent("dragenter", [file]));
    await vi.waitFor(() => expect(root()).toHaveAttribute("data-state", "dragging"));
    expect(zone()).toHaveAttribute("data-state", "dragging");

    zone().dispatchEvent(
      new DragEvent("dragleave", { bubbles: true, relatedTarget: document.body }),
    );
    await vi.waitFor(() => expect(root()).toHaveAttribute("data-state", "idle"));
  });

  test("previews an image through an object URL, revoked when the file changes and on unmount", async () => {
    const created: string[] = [];
    const createObjectURL = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, "createObjectURL").mockImplementation((file) => {
      const url = createObjectURL(file);
      created.push(url);
      return url;
    });
    const revoke = vi.spyOn(URL, "revokeObjectURL");
    const screen = await render(<FileDrop label="Photo" accept={IMAGE_TYPES} />);

    drop(makeFile("one.png", "image/png"));
    await expect.element(page.getByText("one.png")).toBeInTheDocument();
    const preview = document.querySelector<HTMLImageElement>('[data-slot="file-drop-preview"]')!;
    expect(preview.src).toMatch(/^blob:/);
    const first = preview.src;
    expect(revoke).not.toHaveBeenCalledWith(first);

    drop(makeFile("two.png", "image/png"));
    await expect.element(page.getByText("two.png")).toBeInTheDocument();
    expect(revoke).toHaveBeenCalledWith(first);
    const second = document.querySelector<HTMLImageElement>('[data-slot="file-drop-preview"]')!.src;
    expect(second).not.toBe(first);

    await screen.unmount();
    expect(revoke).toHaveBeenCalledWith(second);
    // Every URL made was revoked, StrictMode double mounts included.
    for (const url of created) expect(revoke).toHaveBeenCalledWith(url);
  });

  test("a non-image file shows no preview image", async () => {
    await render(<FileDrop label="List" />);

    drop(makeFile("books.csv", "text/csv"));

    await expect.element(page.getByText("books.csv")).toBeInTheDocument();
    expect(document.querySelector('[data-slot="file-drop-preview"]')).toBeNull();
  });

  test("shows upload progress 0-100 given by the app, uploading then done", async () => {
    const file = makeFile("cover.png", "image/png");
    const screen = await render(<FileDrop label="Photo" file={file} progress={40} />);
    const bar = page.getByRole("progressbar", { name: "Upload progress" });

    await expect.element(bar).toHaveAttribute("aria-valuenow", "40");
    await expect.element(bar).toHaveAttribute("aria-valuemin", "0");
    await expect.element(bar).toHaveAttribute("aria-valuemax", "100");
    expect(root()).toHaveAttribute("data-state", "uploading");
    await expect.element(page.getByText("40%")).toBeInTheDocument();

    await screen.rerender(<FileDrop label="Photo" file={file} progress={100} />);
    await expect.element(bar).toHaveAttribute("aria-valuenow", "100");
    expect(root()).toHaveAttribute("data-state", "done");

    await screen.rerender(<FileDrop label="Photo" file={file} progress={140} />);
    await expect.element(bar).toHaveAttribute("aria-valuenow", "100");
  });

  test("the progress bar fills from the inline start under dir=rtl", async () => {
    await render(
      <div dir="rtl" style={{ width: 400 }}>
        <FileDrop label="الصورة" file={makeFile("a.png", "image/png")} progress={25} />
      </div>,
    );
    const track = page.getByRole("progressbar").element();
    const fill = track.firstElementChild!.getBoundingClientRect();
    const box = track.getBoundingClientRect();

    expect(Math.abs(fill.right - box.right)).toBeLessThan(1);
    expect(fill.width).toBeCloseTo(box.width / 4, 0);
  });

  test("the remove button reports null and returns focus to the browse button", async () => {
    const onFileChange = vi.fn();
    function Controlled() {
      const [file, setFile] = useState<File | null>(makeFile("cover.png", "image/png"));
      return (
        <FileDrop
          label="Photo"
          file={file}
          removeLabel="إزالة الملف"
          onFileChange={(next) => {
            onFileChange(next);
            setFile(next);
          }}
        />
      );
    }
    await render(<Controlled />);

    await userEvent.click(page.getByRole("button", { name: "إزالة الملف" }));

    expect(onFileChange).toHaveBeenCalledExactlyOnceWith(null);
    await expect.element(page.getByText("cover.png")).not.toBeInTheDocument();
    expect(document.activeElement).toBe(
      page.getByRole("button", { name: /^Photo Drag/ }).element(),
    );
    expect(root()).toHaveAttribute("data-state", "idle");
  });

  test("click and Enter on the zone open the file browser", async () => {
    await render(<FileDrop label="Photo" />);
    const input = document.querySelector<HTMLInputElement>('[data-slot="file-drop-input"]')!;
    let opened = 0;
    // Cancelling the click keeps the real file dialog shut.
    input.addEventListener("click", (event) => {
      event.preventDefault();
      opened += 1;
    });
    const browse = page.getByRole("button", { name: /^Photo Drag/ });

    await userEvent.click(browse);
    expect(opened).toBe(1);

    (browse.element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    expect(opened).toBe(2);
  });

  test("a file chosen in the browser is checked like a dropped one", async () => {
    const onFileChange = vi.fn();
    await render(<FileDrop label="Photo" accept={IMAGE_TYPES} onFileChange={onFileChange} />);
    const input = document.querySelector<HTMLInputElement>('[data-slot="file-drop-input"]')!;
    const file = makeFile("cover.jpg", "image/jpeg");

    await userEvent.upload(input, file);

    await expect.element(page.getByText("cover.jpg")).toBeInTheDocument();
    expect(onFileChange).toHaveBeenCalledWith(expect.objectContaining({ name: "cover.jpg" }));
    expect(input).toHaveAttribute("accept", "image/png,image/jpeg");
  });

  test("disabled ignores drops and disables its buttons", async () => {
    const onFileChange = vi.fn();
    await render(<FileDrop label="Photo" disabled onFileChange={onFileChange} />);

    drop(makeFile("cover.png", "image/png"));

    expect(onFileChange).not.toHaveBeenCalled();
    await expect.element(page.getByRole("button", { name: /^Photo Drag/ })).toBeDisabled();
    expect(root()).toHaveAttribute("data-disabled", "true");
  });

  test("an error from the form is shown and tied to the browse button", async () => {
    await render(
      <FileDrop label="Photo" hint="PNG or JPEG" error="The field photo is required." required />,
    );
    const browse = page.getByRole("button", { name: /^Photo Drag/ });

    await expect.element(browse).toHaveAttribute("aria-invalid", "true");
    await expect
      .element(browse)
      .toHaveAccessibleDescription("PNG or JPEG The field photo is required.");
    await expect
      .element(browse)
      .toHaveAccessibleName("Photo Drag a file here, or click to choose one.");
  });

  test("reports blur only when focus leaves the whole field", async () => {
    const onBlur = vi.fn();
    await render(
      <>
        <FileDrop label="Photo" defaultFile={makeFile("a.png", "image/png")} onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );

    (page.getByRole("button", { name: /^Photo Drag/ }).element() as HTMLElement).focus();
    await userEvent.keyboard("{Tab}");
    expect(document.activeElement).toBe(
      page.getByRole("button", { name: "Remove file" }).element(),
    );
    expect(onBlur).not.toHaveBeenCalled();

    await userEvent.keyboard("{Tab}");
    expect(onBlur).toHaveBeenCalledOnce();
  });
});

describe("isAcceptedType", () => {
  test("matches MIME types, wildcards and extensions", () => {
    expect(isAcceptedType(makeFile("a.png", "image/png"), ["image/png"])).toBe(true);
    expect(isAcceptedType(makeFile("a.png", "image/png"), ["image/*"])).toBe(true);
    expect(isAcceptedType(makeFile("a.CSV", ""), [".csv"])).toBe(true);
    expect(isAcceptedType(makeFile("a.pdf", "application/pdf"), ["image/*", ".csv"])).toBe(false);
  });
});

describe("formatFileSize", () => {
  test("uses binary units, one decimal and Latin digits", () => {
    expect(formatFileSize(500)).toBe("500 B");
    expect(formatFileSize(2048)).toBe("2 KB");
    expect(formatFileSize(1.5 * MB)).toBe("1.5 MB");
    expect(formatFileSize(2 * MB)).toBe("2 MB");
  });
});
