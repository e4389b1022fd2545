import { ShipmentPage } from "./shipment-page.tsx";

export const Component = ShipmentPage;
