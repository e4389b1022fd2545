import { MyRequestViewPage } from "./my-request-view-page.tsx";

export const Component = MyRequestViewPage;
