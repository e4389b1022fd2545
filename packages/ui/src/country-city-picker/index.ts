export { CountryCityPicker } from "./country-city-picker.tsx";
export type {
  CitiesState,
  CountryCityPickerMode,
  CountryCityPickerProps,
  PickerPlace,
} from "./country-city-picker.tsx";
