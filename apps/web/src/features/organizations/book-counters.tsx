import { Trans, useLingui } from "@lingui/react/macro";
import type { BookCounts } from "@rawaq/domain/organization";
import { Link } from "react-router-dom";
import { BOOK_STATUS_LABELS } from "../../components/review-status.tsx";

const TONES = {
  pending: "border-amber-200 bg-amber-50 text-amber-900",
  approved: "border-emerald-200 bg-emerald-50 text-emerald-900",
  rejected: "border-red-200 bg-red-50 text-red-900",
} as const;

const STATUSES = ["pending", "approved", "rejected"] as const;

export interface BookCountersProps {
  books: BookCounts;
  /**
   * The address of the books list filtered by a status. The page makes it from the list's own
   * URL parameters (features/books): one feature never imports another.
   */
  listHref: (status: (typeof STATUSES)[number]) => string;
}

/** The books by review status, each a way into the list filtered by it. */
export function BookCounters({ books, listHref }: BookCountersProps) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="book-counters-title" className="flex flex-col gap-3">
      <h2 id="book-counters-title" className="text-lg font-semibold text-slate-900">
        <Trans>Books</Trans>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={listHref(status)}
              data-slot="book-counter"
              data-status={status}
              className={`flex flex-col gap-1 rounded-lg border p-4 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-700 ${TONES[status]}`}
            >
              <span className="text-3xl font-bold tabular-nums">{books[status]}</span>
              <span className="text-sm font-medium">{i18n._(BOOK_STATUS_LABELS[status])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
