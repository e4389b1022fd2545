import { MyRequestsPage } from "./my-requests-page.tsx";

export const Component = MyRequestsPage;
