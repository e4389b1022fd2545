import type { MessageDescriptor } from "@lingui/core";

/** The fair rules feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const fairRuleMessages = {
  rulesSaved: /*i18n*/ {
    id: "api.fair_rules.saved",
    message:
      "The fair's rules have been saved. {count, plural, =0 {No house breaks them.} one {# house breaks them now and has been told.} other {# houses break them now and have been told.}}",
  },
  refusedTitleAdded: /*i18n*/ {
    id: "api.fair_rules.refused_added",
    message: "The title is now refused at this fair.",
  },
  refusedTitleExists: /*i18n*/ {
    id: "api.fair_rules.refused_exists",
    message: "This title is already refused at this fair.",
  },
  refusedTitleRemoved: /*i18n*/ {
    id: "api.fair_rules.refused_removed",
    message: "The title is no longer refused.",
  },
  exceptionGranted: /*i18n*/ {
    id: "api.fair_rules.exception_granted",
    message: "The exception has been granted; the house sees it with its reason.",
  },
  exceptionWithdrawn: /*i18n*/ {
    id: "api.fair_rules.exception_withdrawn",
    message: "The exception has been withdrawn.",
  },
  notInFair: /*i18n*/ {
    id: "api.fair_rules.not_in_fair",
    message: "This publishing house is not approved to take part in this fair.",
  },
} satisfies Record<string, MessageDescriptor>;
