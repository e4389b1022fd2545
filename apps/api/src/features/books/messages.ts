import type { MessageDescriptor } from "@lingui/core";

/** The books feature's answers, in both catalogs (marked descriptors, see src/messages.ts). */
export const bookMessages = {
  booksClosed: /*i18n*/ {
    id: "api.books_closed",
    message: "Books can be added once your organization is approved.",
  },
  bookAdded: /*i18n*/ {
    id: "api.book_added",
    message: "The book was added and is waiting for review.",
  },
  listAlreadyCommitted: /*i18n*/ {
    id: "api.list_already_committed",
    message: "This list has already been added.",
  },
  listConflict: /*i18n*/ {
    id: "api.list_conflict",
    message:
      "Some books of this list were added to your organization meanwhile. Upload the list again to see which; nothing was saved.",
  },
  listCommitted: /*i18n*/ {
    id: "api.list_committed",
    message:
      "{count, plural, one {# book was added} other {# books were added}} and {count, plural, one {is} other {are}} waiting for review.",
  },
  matchingBooksChanged: /*i18n*/ {
    id: "api.matching_books_changed",
    message:
      "The list changed meanwhile: {count, plural, =0 {no book matches the filter now} one {# book matches the filter now} other {# books match the filter now}}. Nothing was decided; check the list and decide again.",
  },
  booksDecided: /*i18n*/ {
    id: "api.books_decided",
    message:
      "{count, plural, =0 {No book changed} one {# book was updated} other {# books were updated}}.",
  },
} satisfies Record<string, MessageDescriptor>;
