import { AdminReservationsPage } from "./admin-reservations-page.tsx";

export const Component = AdminReservationsPage;
