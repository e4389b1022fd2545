export { DirectionProvider, useDirection } from "./direction.tsx";
export type { Direction, DirectionProviderProps } from "./direction.tsx";
