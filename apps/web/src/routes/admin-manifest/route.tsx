import { AdminManifestPage } from "./admin-manifest-page.tsx";

export const Component = AdminManifestPage;
