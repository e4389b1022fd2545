export { HallMap } from "./hall-map.tsx";
export type { HallMapBooth, HallMapLegend, HallMapProps } from "./hall-map.tsx";
