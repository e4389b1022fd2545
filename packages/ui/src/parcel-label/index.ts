export { ParcelLabel, ParcelLabelSheets } from "./parcel-label.tsx";
export type {
  ParcelLabelItem,
  ParcelLabelProps,
  ParcelLabelSheetsProps,
  ParcelLabelTexts,
} from "./parcel-label.tsx";
