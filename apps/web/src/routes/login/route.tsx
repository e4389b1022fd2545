import { LoginPage } from "./login-page.tsx";

export const Component = LoginPage;
