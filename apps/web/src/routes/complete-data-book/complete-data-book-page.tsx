import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { BookLogisticsForm } from "../../features/logistics/book-logistics-form.tsx";
import { useTitleRuleNotes } from "../../features/fair-rules/use-title-rule-notes.ts";
import { useBookLogistics } from "../../features/logistics/use-logistics.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { DataPending } from "../../components/load-state.tsx";
import { textParam, useUrlState } from "../../lib/url-state.ts";

const PARAMS = { book: textParam } as const;

/** /completeData/add-edit-book?book={id}: one approved book's logistics data. */
export function CompleteDataBookPage() {
  const { i18n } = useLingui();
  const [{ book: bookId }] = useUrlState(PARAMS);
  const { data: organization } = useOrganization();
  const organizationId = organization?.organization?.id;
  const ruleNotes = useTitleRuleNotes();
  const { data: book, error, mutate } = useBookLogistics(bookId);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-6">
      <Link className="text-sm text-brand-800 underline" to={`/${i18n.locale}/completeData`}>
        <Trans>Back to complete data</Trans>
      </Link>
      <h1 className="text-2xl font-bold text-brand-900">
        {book ? <bdi>{book.title}</bdi> : <Trans>Complete a book's data</Trans>}
      </h1>
      {book && (
        <p className="text-sm text-slate-700">
          <Trans>
            ISBN: <span dir="ltr">{book.isbn}</span>
          </Trans>
        </p>
      )}
      {!bookId || error ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4">
          <Trans>Choose a book from the list of complete data.</Trans>
        </p>
      ) : !book || !organizationId ? (
        <DataPending error={error} onRetry={() => void mutate()} />
      ) : (
        <BookLogisticsForm
          key={book.book_id}
          organizationId={organizationId}
          book={book}
          canEdit={organization?.meta.role === "manager"}
          ruleNotes={(quantity) => ruleNotes.forTitle(book.book_id, quantity)}
        />
      )}
    </div>
  );
}
