import { AdminParcelsPage } from "./admin-parcels-page.tsx";

export const Component = AdminParcelsPage;
