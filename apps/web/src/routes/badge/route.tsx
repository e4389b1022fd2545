import { BadgePage } from "./badge-page.tsx";

export const Component = BadgePage;
