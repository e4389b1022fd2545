import { AdminEventGuidePage } from "./admin-event-guide-page.tsx";

export const Component = AdminEventGuidePage;
