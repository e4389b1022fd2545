export { STATUS_TONES, StatusBadge, statusTone } from "./status-badge.tsx";
export type { KnownStatus, StatusBadgeProps, StatusTone } from "./status-badge.tsx";
