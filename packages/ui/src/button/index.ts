export { Button } from "./button.tsx";
export type { ButtonProps, ButtonSize, ButtonState, ButtonVariant } from "./button.tsx";
