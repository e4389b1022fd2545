import { useCallback, useId, useRef, useState } from "react";
import type { ChangeEvent, ComponentPropsWithRef, DragEvent, FocusEvent, ReactNode } from "react";
import {
  FieldError,
  FieldHint,
  FieldLabel,
  hasContent,
  useFieldIds,
} from "../text-field/field.tsx";

export type FileDropState = "idle" | "dragging" | "invalid" | "uploading" | "done";

export type FileDropProps = Omit<
  ComponentPropsWithRef<"div">,
  "children" | "onChange" | "defaultValue" | "id"
> & {
  /** The visible label; it names the browse button. */
  label: ReactNode;
  hint?: ReactNode;
  /** An error from outside (the form); a rejected file's own message takes its place. */
  error?: ReactNode;
  /** The browse button's id: the control a label, an error summary or a form focuses. */
  id?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * Accepted types: MIME types ("application/pdf"), wildcards ("image/*") or extensions (".csv").
   * Empty or absent: anything.
   */
  accept?: readonly string[];
  /** Larger files are rejected with `sizeErrorText`. */
  maxSizeBytes?: number;
  /** Controlled file; `null` for none. Leave undefined to let the component hold it. */
  file?: File | null;
  defaultFile?: File | null;
  /** Called with an accepted file, or null when it is removed. Never called for a rejected one. */
  onFileChange?: (file: File | null) => void;
  /** Upload progress 0-100 while the app uploads the file; absent when nothing is uploading. */
  progress?: number | null;
  /** The text inside the drop zone. */
  prompt?: ReactNode;
  removeLabel?: string;
  typeErrorText?: string;
  /** `{size}` is replaced by `maxSizeBytes` formatted with `formatSize`. */
  sizeErrorText?: string;
  progressLabel?: string;
  /** Formats byte counts for the file row and `{size}`; Latin digits by default ("2 MB"). */
  formatSize?: (bytes: number) => string;
};

/**
 * A single-file picker: drop a file on the zone, or click it (or press Enter/Space on it) to
 * browse. It checks the type and size, previews images and shows upload progress given by the
 * app; it never uploads anything itself.
 */
export function FileDrop({
  label,
  hint,
  error,
  id,
  required,
  disabled = false,
  accept,
  maxSizeBytes,
  file: controlledFile,
  defaultFile = null,
  onFileChange,
  progress,
  prompt = "Drag a file here, or click to choose one.",
  removeLabel = "Remove file",
  typeErrorText = "This file type is not accepted.",
  sizeErrorText = "The file is larger than {size}.",
  progressLabel = "Upload progress",
  formatSize = formatFileSize,
  onBlur,
  className,
  "aria-describedby": ariaDescribedBy,
  ...props
}: FileDropProps) {
  const [ownFile, setOwnFile] = useState<File | null>(defaultFile);
  const file = controlledFile === undefined ? ownFile : controlledFile;
  const [rejection, setRejection] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const browseRef = useRef<HTMLButtonElement>(null);

  const shownError = rejection ?? error;
  const ids = useFieldIds({ id, hint, error: shownError, describedBy: ariaDescribedBy });
  const promptId = useId();
  const uploadProgress = progress == null ? null : Math.min(100, Math.max(0, progress));
  const state: FileDropState = isDragging
    ? "dragging"
    : hasContent(shownError)
      ? "invalid"
      : file && uploadProgress !== null && uploadProgress < 100
        ? "uploading"
        : file
          ? "done"
          : "idle";

  function choose(candidate: File | undefined) {
    if (!candidate) return;
    if (accept && accept.length > 0 && !isAcceptedType(candidate, accept)) {
      setRejection(typeErrorText);
      return;
    }
    if (maxSizeBytes !== undefined && candidate.size > maxSizeBytes) {
      setRejection(sizeErrorText.replaceAll("{size}", formatSize(maxSizeBytes)));
      return;
    }
    setRejection(null);
    setOwnFile(candidate);
    onFileChange?.(candidate);
  }

  function handleInputChange(event: ChangeEvent<HTMLInputElement>) {
    choose(event.currentTarget.files?.[0]);
    // Lets the same file be chosen again after it was removed or rejected.
    event.currentTarget.value = "";
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled || !event.dataTransfer.types.includes("Files")) return;
    // NOTE: the browser only fires `drop` on a target that cancelled `dragover` (HTML DnD model).
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    if (!isDragging) setIsDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    // Moving between the zone's own children fires leave/enter pairs; only leaving it counts.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setIsDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    if (disabled) return;
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  function handleRemove() {
    setRejection(null);
    setOwnFile(null);
    onFileChange?.(null);
    // The remove button disappears with the file: keep focus in the field.
    browseRef.current?.focus();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    // Moving between the field's own buttons, or the file dialog taking the window's focus, is
    // not leaving the field.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (!document.hasFocus()) return;
    onBlur?.(event);
  }

  return (
    <div
      {...props}
      onBlur={handleBlur}
      data-slot="file-drop"
      data-state={state}
      data-disabled={disabled || undefined}
      className={["flex flex-col gap-1.5", className].filter(Boolean).join(" ")}
    >
      <FieldLabel id={ids.labelId} htmlFor={ids.id} isRequired={required}>
        {label}
      </FieldLabel>
      <div
        data-slot="file-drop-zone"
        data-state={state}
        data-disabled={disabled || undefined}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        className={
          "flex flex-col gap-2 rounded-md border-2 border-dashed p-2 transition-colors " +
          "border-gray-400 bg-gray-50 " +
          "data-[state=dragging]:border-brand-600 data-[state=dragging]:bg-brand-50 " +
          "data-[state=invalid]:border-red-700 data-[state=invalid]:bg-red-50 " +
          "data-disabled:cursor-not-allowed data-disabled:border-gray-300 data-disabled:bg-gray-100"
        }
      >
        <button
          ref={browseRef}
          id={ids.id}
          type="button"
          disabled={disabled}
          // The visible prompt is part of the name (WCAG 2.5.3, label in name).
          aria-labelledby={`${ids.labelId} ${promptId}`}
          aria-describedby={ids.describedBy}
          aria-invalid={state === "invalid" || undefined}
          onClick={() => inputRef.current?.click()}
          data-slot="file-drop-browse"
          className={
            "flex w-full flex-col items-center justify-center gap-2 rounded px-4 py-5 " +
            "text-center text-sm text-gray-700 hover:bg-white/70 focus-visible:outline-2 " +
            "focus-visible:outline-offset-2 focus-visible:outline-brand-700 " +
            "disabled:cursor-not-allowed disabled:text-gray-500 disabled:hover:bg-transparent"
          }
        >
          <UploadIcon />
          <span id={promptId}>{prompt}</span>
        </button>
        {file && (
          <FileRow
            file={file}
            progress={uploadProgress}
            disabled={disabled}
            removeLabel={removeLabel}
            progressLabel={progressLabel}
            formatSize={formatSize}
            onRemove={handleRemove}
          />
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept?.join(",")}
        disabled={disabled}
        onChange={handleInputChange}
        data-slot="file-drop-input"
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{shownError}</FieldError>
    </div>
  );
}

function FileRow({
  file,
  progress,
  disabled,
  removeLabel,
  progressLabel,
  formatSize,
  onRemove,
}: {
  file: File;
  progress: number | null;
  disabled: boolean;
  removeLabel: string;
  progressLabel: string;
  formatSize: (bytes: number) => string;
  onRemove: () => void;
}) {
  const isImage = file.type.startsWith("image/");
  // The object URL lives exactly as long as the <img> shows this file: React calls the cleanup
  // when the file changes (a new callback) or the row unmounts, and the URL is revoked.
  const previewRef = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );

  return (
    <div
      data-slot="file-drop-file"
      className="flex items-center gap-3 rounded border border-gray-200 bg-white p-2"
    >
      {isImage ? (
        <img
          ref={previewRef}
          alt=""
          data-slot="file-drop-preview"
          className="size-12 shrink-0 rounded object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded bg-gray-100 text-gray-600"
        >
          <FileIcon />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-start">
        <p data-slot="file-drop-name" className="truncate text-sm font-medium text-gray-900">
          <bdi>{file.name}</bdi>
        </p>
        <p className="text-xs text-gray-600">
          {/* Isolated, in the direction of its unit: "2 MB", «2 ميغابايت». */}
          <bdi>{formatSize(file.size)}</bdi>
        </p>
        {progress !== null && (
          <div className="flex items-center gap-2">
            <div
              role="progressbar"
              aria-label={progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              data-slot="file-drop-progress"
              className="relative h-1.5 flex-1 overflow-hidden rounded-full bg-gray-200"
            >
              <div
                className="absolute inset-y-0 start-0 rounded-full bg-brand-600"
                style={{ width: `${progress}%` }}
              />
            </div>
            <span aria-hidden="true" className="w-10 text-end text-xs text-gray-700 tabular-nums">
              {Math.round(progress)}%
            </span>
          </div>
        )}
      </div>
      <button
        type="button"
        aria-label={removeLabel}
        title={removeLabel}
        disabled={disabled}
        onClick={onRemove}
        data-slot="file-drop-remove"
        className={
          "inline-flex size-8 shrink-0 items-center justify-center rounded text-gray-700 " +
          "hover:bg-gray-100 hover:text-red-700 focus-visible:outline-2 " +
          "focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-gray-400"
        }
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** Whether a file matches an `accept` list of MIME types, `type/*` wildcards and `.ext`s. */
export function isAcceptedType(file: File, accept: readonly string[]): boolean {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith(".")) return name.endsWith(entry);
    if (entry.endsWith("/*")) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

const SIZE_UNITS = ["B", "KB", "MB", "GB"] as const;

/**
 * Binary units with at most one decimal and Latin digits: 2097152 → "2 MB". `units` names them
 * in the reader's language (bytes, KB, MB, GB), e.g. «ميغابايت» in Arabic text.
 */
export function formatFileSize(
  bytes: number,
  units: readonly [string, string, string, string] = SIZE_UNITS,
): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

function UploadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6 text-gray-600"
    >
      <path d="M12 15V4m0 0-4 4m4-4 4 4" />
      <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
    </svg>
  );
}

function FileIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
    >
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className="size-5"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
