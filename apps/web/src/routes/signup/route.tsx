import { SignupPage } from "./signup-page.tsx";

export const Component = SignupPage;
