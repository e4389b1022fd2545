import { AdminPrivacyPage } from "./admin-privacy-page.tsx";

export const Component = AdminPrivacyPage;
