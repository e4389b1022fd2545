import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn, waitFor } from "storybook/test";
import { localize } from "../storybook/locale.ts";
import { FileDrop } from "./file-drop.tsx";
import type { FileDropProps, FileDropState } from "./file-drop.tsx";

const texts = {
  ar: {
    label: "الصورة الشخصية",
    documentLabel: "السجل التجاري",
    hint: "صورة PNG أو JPEG أو SVG، حتى 2 ميغابايت.",
    documentHint: "ملف PDF، حتى 5 ميغابايت.",
    prompt: "اسحبوا الملف إلى هنا أو انقروا لاختياره.",
    removeLabel: "إزالة الملف",
    typeErrorText: "نوع الملف غير مقبول.",
    sizeErrorText: "حجم الملف أكبر من {size}.",
    progressLabel: "تقدّم الرفع",
    required: "حقل الصورة الشخصية مطلوب.",
  },
  en: {
    label: "Personal photo",
    documentLabel: "Commercial registration",
    hint: "A PNG, JPEG or SVG image, up to 2 MB.",
    documentHint: "A PDF file, up to 5 MB.",
    prompt: "Drag a file here, or click to choose one.",
    removeLabel: "Remove file",
    typeErrorText: "This file type is not accepted.",
    sizeErrorText: "The file is larger than {size}.",
    progressLabel: "Upload progress",
    required: "The field personal photo is required.",
  },
};

const MB = 1024 * 1024;
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/svg+xml"];

// Fixed sample files, so every screenshot shows the same names, sizes and picture.
const coverFile = new File(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
      '<rect width="96" height="96" fill="#146254"/>' +
      '<rect x="22" y="14" width="52" height="68" rx="4" fill="#d7f2e7"/>' +
      '<path d="M32 32h32M32 44h32M32 56h18" stroke="#146254" stroke-width="4"/></svg>',
  ],
  "photo.svg",
  { type: "image/svg+xml", lastModified: 0 },
);
const registrationFile = new File([new Uint8Array(250_880)], "commercial-registration.pdf", {
  type: "application/pdf",
  lastModified: 0,
});

function dispatchDrag(canvasElement: HTMLElement, type: string, file: File, index = 0) {
  const zone = canvasElement.querySelectorAll('[data-slot="file-drop-zone"]')[index];
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  zone?.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
}

function waitForState(canvasElement: HTMLElement, state: FileDropState) {
  return waitFor(() => {
    if (!canvasElement.querySelector(`[data-slot="file-drop"][data-state="${state}"]`)) {
      throw new Error(`waiting for a file drop ${state}`);
    }
  });
}

function waitForPreviews(canvasElement: HTMLElement) {
  return waitFor(async () => {
    const images = Array.from(canvasElement.querySelectorAll("img"));
    if (images.length === 0 || images.some((image) => !image.complete || !image.naturalWidth)) {
      throw new Error("waiting for previews");
    }
    await Promise.all(images.map((image) => image.decode()));
  });
}

type Texts = (typeof texts)["en"];

function photoProps(t: Texts): Partial<FileDropProps> & Pick<FileDropProps, "label"> {
  return {
    label: t.label,
    hint: t.hint,
    prompt: t.prompt,
    removeLabel: t.removeLabel,
    typeErrorText: t.typeErrorText,
    sizeErrorText: t.sizeErrorText,
    progressLabel: t.progressLabel,
    accept: IMAGE_TYPES,
    maxSizeBytes: 2 * MB,
  };
}

const meta = {
  title: "Components/FileDrop",
  component: FileDrop,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "A single-file picker: drop a file on the zone, or click it (Enter or Space from the " +
          "keyboard) to browse. It checks `accept` (MIME types, `type/*`, `.ext`) and " +
          "`maxSizeBytes` and shows `typeErrorText` / `sizeErrorText` ('{size}' is filled in) " +
          "for a rejected file, which it never reports. Images get a preview through an object " +
          "URL, revoked when the file changes or the field unmounts. It reports the file with " +
          "`onFileChange` and never uploads; the app passes `progress` (0-100) while it uploads. " +
          "`data-state` is `idle`, `dragging`, `invalid`, `uploading` or `done`. Wire it to " +
          "`useForm` with `{...form.getFileDropProps(name)}`.",
      },
    },
  },
  args: { label: "", onFileChange: fn() },
  render: (args, { globals }) => (
    <div className="w-96">
      <FileDrop {...args} {...photoProps(localize(texts, globals))} />
    </div>
  ),
} satisfies Meta<typeof FileDrop>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    dispatchDrag(canvasElement, "dragenter", coverFile);
    await waitForState(canvasElement, "dragging");
  },
};

export const Required: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-96">
        <FileDrop {...args} {...photoProps(t)} required error={t.required} />
      </div>
    );
  },
};

export const TypeRejected: Story = {
  play: async ({ canvasElement }) => {
    dispatchDrag(canvasElement, "drop", registrationFile);
    await waitForState(canvasElement, "invalid");
  },
};

export const SizeRejected: Story = {
  render: (args, { globals }) => (
    <div className="w-96">
      <FileDrop {...args} {...photoProps(localize(texts, globals))} maxSizeBytes={1024} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    dispatchDrag(
      canvasElement,
      "drop",
      new File([new Uint8Array(2048)], "big.png", { type: "image/png" }),
    );
    await waitForState(canvasElement, "invalid");
  },
};

export const ImagePreview: Story = {
  args: { defaultFile: coverFile },
  play: ({ canvasElement }) => waitForPreviews(canvasElement),
};

export const Uploading: Story = {
  args: { file: coverFile, progress: 45 },
  play: ({ canvasElement }) => waitForPreviews(canvasElement),
};

export const Done: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-96">
        <FileDrop
          {...args}
          {...photoProps(t)}
          label={t.documentLabel}
          hint={t.documentHint}
          accept={["application/pdf"]}
          maxSizeBytes={5 * MB}
          file={registrationFile}
          progress={100}
        />
      </div>
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultFile: registrationFile },
};

export const FocusVisible: Story = {
  play: ({ canvasElement }) => {
    canvasElement
      .querySelector<HTMLButtonElement>('[data-slot="file-drop-browse"]')
      ?.focus({ focusVisible: true });
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const t = localize(texts, globals);
    const props = { ...args, ...photoProps(t) };
    return (
      <div className="grid w-[50rem] grid-cols-2 gap-6">
        <FileDrop {...props} />
        <FileDrop {...props} />
        <FileDrop {...props} required error={t.required} />
        <FileDrop {...props} file={coverFile} progress={45} />
        <FileDrop
          {...props}
          label={t.documentLabel}
          hint={t.documentHint}
          accept={["application/pdf"]}
          file={registrationFile}
          progress={100}
        />
        <FileDrop {...props} disabled defaultFile={registrationFile} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    dispatchDrag(canvasElement, "dragenter", coverFile, 1);
    await waitForState(canvasElement, "dragging");
    await waitForPreviews(canvasElement);
  },
};
