import type { MessageDescriptor } from "@lingui/core";

/**
 * The answers of the guide's portal side (its page as a house's manager writes it, and its
 * administration), in both catalogs (marked descriptors, see src/messages.ts).
 */
export const guideMessages = {
  profileSaved: /*i18n*/ {
    id: "api.guide_profile_saved",
    message: "Your guide page has been saved.",
  },
  guidePublished: /*i18n*/ {
    id: "api.guide_published",
    message: "The guide has been published.",
  },
  guideUnpublished: /*i18n*/ {
    id: "api.guide_unpublished",
    message: "The guide has been unpublished.",
  },
  hiddenFromGuide: /*i18n*/ {
    id: "api.guide_hidden",
    message: "{label} has been hidden from the guide.",
  },
  alreadyHidden: /*i18n*/ {
    id: "api.guide_already_hidden",
    message: "This is already hidden from the guide.",
  },
  shownInGuide: /*i18n*/ {
    id: "api.guide_shown",
    message: "{label} is shown in the guide again.",
  },
} satisfies Record<string, MessageDescriptor>;
