export { LoadFailure, PageSkeleton, Skeleton } from "./load-state.tsx";
export type { LoadFailureProps, PageSkeletonProps, SkeletonProps } from "./load-state.tsx";
