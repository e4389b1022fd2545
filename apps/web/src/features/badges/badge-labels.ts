import { msg } from "@lingui/core/macro";

// Apart from the card, so lists and forms name roles and states without the QR drawing.
export const BADGE_ROLE_LABELS = {
  exhibitor: msg`Exhibitor`,
  manager: msg`Manager`,
  staff: msg`Staff member`,
} as const;

export const BADGE_STATE_LABELS = {
  valid: msg({ context: "badge", message: "Valid" }),
  revoked: msg({ context: "badge", message: "Revoked" }),
  expired: msg({ context: "badge", message: "Expired" }),
} as const;
