import { ProfilePage } from "./profile-page.tsx";

export const Component = ProfilePage;
