export { PasswordField } from "./password-field.tsx";
export type { PasswordFieldProps } from "./password-field.tsx";
