export { BadgeCard } from "./badge-card.tsx";
export type { BadgeCardProps, BadgeCardState, BadgeCardTexts } from "./badge-card.tsx";
