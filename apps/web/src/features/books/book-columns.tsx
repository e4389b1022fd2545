import { useLingui } from "@lingui/react/macro";
import type { Book } from "@rawaq/domain/book";
import { formatDate } from "@rawaq/i18n/dates";
import type { Locale } from "@rawaq/i18n/locales";
import type { DataTableColumn } from "@rawaq/ui/data-table";
import type { ReactNode } from "react";
import { ReviewStatusBadge } from "../../components/review-status.tsx";

export interface BookColumnsOptions {
  /** The ISBN's type: each table sets its digits its own way. */
  isbnClassName: string;
  /** What stands under a rejected book's status badge. */
  rejectionReason: (reason: string) => ReactNode;
}

/**
 * The columns every table of books shows, by name. A table places them among its own and sets
 * which give way first on narrow screens (`priority`).
 */
export function useBookColumns<Row extends Book>({
  isbnClassName,
  rejectionReason,
}: BookColumnsOptions) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  return {
    title: {
      id: "title",
      header: t`Title`,
      isRowHeader: true,
      cell: (book) => <bdi>{book.title}</bdi>,
    },
    author: { id: "author", header: t`Author`, cell: (book) => <bdi>{book.author}</bdi> },
    isbn: {
      id: "isbn",
      header: t`ISBN`,
      className: "whitespace-nowrap",
      cell: (book) => (
        <span dir="ltr" className={isbnClassName}>
          {book.isbn}
        </span>
      ),
    },
    issueDate: {
      id: "issue_date",
      header: t`Issue date`,
      className: "whitespace-nowrap",
      cell: (book) => formatDate(book.issue_date, locale) ?? "-",
    },
    status: {
      id: "status",
      header: t`Status`,
      cell: (book) => {
        const reason = book.status === "rejected" ? book.rejection_reason : null;
        return (
          <div className="flex flex-col items-start gap-1">
            <ReviewStatusBadge status={book.status} of="book" />
            {reason && rejectionReason(reason)}
          </div>
        );
      },
    },
  } satisfies Record<string, DataTableColumn<Row>>;
}
