import type { MessageDescriptor } from "@lingui/core";

/** The reservations feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const reservationMessages = {
  tooManyPlanStreams: /*i18n*/ {
    id: "api.too_many_plan_streams",
    message:
      "This account has too many live floor plans open. Close one, and this one updates again in a moment.",
  },
  noApprovedRequest: /*i18n*/ {
    id: "api.no_approved_request",
    message: "Booths can be reserved once a participation request is approved.",
  },
  boothTaken: /*i18n*/ {
    id: "api.booth_taken",
    message: "This booth has just been taken. Please choose another one.",
  },
  boothBlocked: /*i18n*/ { id: "api.booth_blocked", message: "This booth is not available." },
  boothHeld: /*i18n*/ {
    id: "api.booth_held",
    message: "The booth is held for you for {minutes, plural, one {# minute} other {# minutes}}.",
  },
  holdCancelled: /*i18n*/ { id: "api.hold_cancelled", message: "The reservation was cancelled." },
  reservationConfirmed: /*i18n*/ {
    id: "api.reservation_confirmed",
    message: "The reservation is confirmed.",
  },
  reservationClosed: /*i18n*/ {
    id: "api.reservation_closed",
    message: "This reservation has already ended.",
  },
} satisfies Record<string, MessageDescriptor>;
