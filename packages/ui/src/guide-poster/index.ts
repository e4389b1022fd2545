export { BoothPoster, TableCard } from "./guide-poster.tsx";
export type { BoothPosterProps, GuidePosterTexts, TableCardProps } from "./guide-poster.tsx";
