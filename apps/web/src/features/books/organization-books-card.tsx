import { Trans, useLingui } from "@lingui/react/macro";
import type { BookCounts, Organization } from "@rawaq/domain/organization";
import type { Locale } from "@rawaq/i18n/locales";
import { Card, CardBody, CardHeader, CardTitle } from "@rawaq/ui/card";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { todayStamp } from "../../lib/download.ts";
import { urlSearch } from "../../lib/url-state.ts";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { api } from "../../lib/api.ts";
import { BOOK_QUEUE_PARAMS } from "./book-queue-params.ts";

export interface OrganizationBooksCardProps {
  organization: Organization;
  books: BookCounts;
}

/** The organization's books per status, the way to its books in the queue, and their export. */
export function OrganizationBooksCard({ organization, books }: OrganizationBooksCardProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Books</Trans>
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-4">
        <dl className="grid grid-cols-3 gap-4 text-center">
          <Counter label={<Trans>Pending review</Trans>} value={books.pending} />
          <Counter label={<Trans context="book">Approved</Trans>} value={books.approved} />
          <Counter label={<Trans context="book">Rejected</Trans>} value={books.rejected} />
        </dl>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <Link
            to={`/${locale}/admin/books${urlSearch(BOOK_QUEUE_PARAMS, { organization_id: organization.id })}`}
            className="text-sm font-medium text-brand-800 underline"
          >
            <Trans>Review this organization's books</Trans>
          </Link>
          <ExportButtons
            label={t`Export this organization's books`}
            download={(format) =>
              api.admin.exportBooks({ format, organization_id: organization.id })
            }
            nameParts={["books", organization.name, todayStamp()]}
          />
        </div>
      </CardBody>
    </Card>
  );
}

function Counter({ label, value }: { label: ReactNode; value: number }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-lg bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
