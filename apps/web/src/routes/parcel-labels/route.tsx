import { ParcelLabelsPage } from "./parcel-labels-page.tsx";

export const Component = ParcelLabelsPage;
