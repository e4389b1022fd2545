import { HomePage } from "./home-page.tsx";

export const Component = HomePage;
