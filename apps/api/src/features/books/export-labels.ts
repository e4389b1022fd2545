import type { I18n, MessageDescriptor } from "@lingui/core";
import type { BookStatus } from "@rawaq/domain/book";

// `/*i18n*/` descriptors: the API has no macro compiler (see messages.ts).
const headers: MessageDescriptor[] = [
  /*i18n*/ { id: "export.organization", message: "Organization" },
  /*i18n*/ { id: "export.title", message: "Title" },
  /*i18n*/ { id: "export.author", message: "Author" },
  /*i18n*/ { id: "export.author_nationality", message: "Author nationality" },
  /*i18n*/ { id: "export.language", message: "Language" },
  /*i18n*/ { id: "export.isbn", message: "ISBN" },
  /*i18n*/ { id: "export.issue_date", message: "Issue date" },
  /*i18n*/ { id: "export.publisher_name", message: "Publisher name" },
  /*i18n*/ { id: "export.status", message: "Status" },
  /*i18n*/ { id: "export.rejection_reason", message: "Rejection reason" },
  /*i18n*/ { id: "export.submitted_at", message: "Submitted at" },
];

const statuses: Record<BookStatus, MessageDescriptor> = {
  pending: /*i18n*/ { id: "status.pending", message: "Pending review" },
  approved: /*i18n*/ { id: "status.approved", message: "Approved" },
  rejected: /*i18n*/ { id: "status.rejected", message: "Rejected" },
};

/** The export's header row and status words in the request's language. */
export function exportLabels(i18n: I18n) {
  return {
    headers: headers.map((header) => i18n._(header)),
    status: {
      pending: i18n._(statuses.pending),
      approved: i18n._(statuses.approved),
      rejected: i18n._(statuses.rejected),
    },
  };
}
