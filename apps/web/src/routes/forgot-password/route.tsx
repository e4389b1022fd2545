import { ForgotPasswordPage } from "./forgot-password-page.tsx";

export const Component = ForgotPasswordPage;
