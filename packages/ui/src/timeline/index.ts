export { Timeline } from "./timeline.tsx";
export type { TimelineItem, TimelineProps } from "./timeline.tsx";
