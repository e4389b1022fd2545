import { PrivacyPage } from "./privacy-page.tsx";

export const Component = PrivacyPage;
