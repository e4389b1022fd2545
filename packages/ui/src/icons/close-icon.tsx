/** The × of close buttons (dialog, toast). Decorative: the button carries the name. */
export function CloseIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      className="size-4"
    >
      <path d="m4 4 8 8M12 4l-8 8" />
    </svg>
  );
}
