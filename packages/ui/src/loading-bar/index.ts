export { LOADING_BAR_TIMINGS, LoadingBar } from "./loading-bar.tsx";
export type {
  LoadingBarPlacement,
  LoadingBarProps,
  LoadingBarState,
  LoadingBarTimings,
} from "./loading-bar.tsx";
