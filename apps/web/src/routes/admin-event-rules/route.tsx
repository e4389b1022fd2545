import { AdminEventRulesPage } from "./admin-event-rules-page.tsx";

export const Component = AdminEventRulesPage;
