import { useState } from "react";
import { InputField } from "../text-field/text-field.tsx";
import type { TextFieldProps } from "../text-field/text-field.tsx";
import { useFieldIds } from "../text-field/field.tsx";

export type PasswordFieldProps = Omit<
  TextFieldProps,
  "type" | "endAdornment" | "normalizeDigits" | "inputMode"
> & {
  /** The toggle's accessible name, which stays the same in both states. */
  showPasswordLabel?: string;
  /** The toggle's tooltip while the password is visible. */
  hidePasswordLabel?: string;
  /** Start with the password visible. */
  defaultVisible?: boolean;
};

/**
 * A password input with a show/hide toggle.
 *
 * The toggle is a toggle button (aria-pressed): its accessible name stays "Show password" and
 * aria-pressed says whether it is on, because a toggle whose name also flips reads ambiguously
 * ("Hide password, pressed": is it hidden?) — WAI-ARIA APG, Button pattern. The eye icon and the
 * tooltip follow the state for sighted users.
 */
export function PasswordField({
  showPasswordLabel = "Show password",
  hidePasswordLabel = "Hide password",
  defaultVisible = false,
  id,
  disabled,
  autoComplete = "current-password",
  ...props
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(defaultVisible);
  const { id: inputId } = useFieldIds({ id });

  return (
    <InputField
      {...props}
      slot="password-field"
      id={inputId}
      disabled={disabled}
      autoComplete={autoComplete}
      // Passwords are not text to read: keep them left to right, like the keyboard types them.
      dir="ltr"
      type={isVisible ? "text" : "password"}
      // Some mobile keyboards suggest words in a visible password otherwise.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      data-visible={isVisible}
      endAdornment={
        <button
          type="button"
          aria-label={showPasswordLabel}
          aria-pressed={isVisible}
          aria-controls={inputId}
          title={isVisible ? hidePasswordLabel : showPasswordLabel}
          disabled={disabled}
          onClick={() => setIsVisible((visible) => !visible)}
          data-slot="password-field-toggle"
          data-state={isVisible ? "on" : "off"}
          className={
            "inline-flex size-8 items-center justify-center rounded text-gray-700 " +
            "hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 " +
            "focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-gray-400 " +
            "disabled:hover:bg-transparent"
          }
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

function EyeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      <path d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2" />
      <path d="M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a10.4 10.4 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </svg>
  );
}
