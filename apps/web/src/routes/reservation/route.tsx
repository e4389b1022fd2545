import { ReservationPage } from "./reservation-page.tsx";

export const Component = ReservationPage;
