import { PlaceholderNotice } from "./route.tsx";

export const Component = PlaceholderNotice;
