import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import { Card, CardBody } from "@rawaq/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@rawaq/ui/tabs";
import { BackLink } from "../../components/back-link.tsx";
import { AddBooksClosedNotice, addBooksAccess } from "../../features/books/add-books-access.tsx";
import { AddBookForm } from "../../features/books/book-form.tsx";
import { BookListUpload } from "../../features/books/book-list-upload.tsx";
import { BOOK_LIST_PARAMS } from "../../features/books/book-list-params.ts";
import { useOrganization } from "../../features/organizations/use-organization.ts";
import { useTitleRuleNotes } from "../../features/fair-rules/use-title-rule-notes.ts";
import { RulesSummary } from "../../features/fair-rules/rules-summary.tsx";
import { choiceParam, urlSearch, useUrlState } from "../../lib/url-state.ts";
import { LoadError, PageLoading } from "../../components/load-state.tsx";

/** The chosen way to add books, in the URL (`?tab=upload`), so a link can open the upload. */
const ADD_BOOKS_PARAMS = { tab: choiceParam(["one", "upload"], "one") };

/** Add books (DESIGN.md journey 4): one by hand, or a whole list from a spreadsheet. */
export function BooksNewPage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { data, error, mutate } = useOrganization();
  const [{ tab }, setState] = useUrlState(ADD_BOOKS_PARAMS);
  // The fair's rules beside each row of a list's preview (issue 32).
  const ruleNotes = useTitleRuleNotes();

  const access = data ? addBooksAccess(data.organization, data.meta) : null;
  const organization = access === "open" ? data?.organization : null;
  const booksHref = `/${locale}/books`;
  // After adding, the books wait for review: the list opens on them.
  const pendingBooksHref = `${booksHref}${urlSearch(BOOK_LIST_PARAMS, { status: "pending" })}`;

  const tabs = [
    { id: "one", label: t`Add one book` },
    { id: "upload", label: t`Upload a book list` },
  ] as const;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <div className="flex flex-col gap-2">
        <BackLink to={booksHref}>
          <Trans>Back to books</Trans>
        </BackLink>
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Add books</Trans>
        </h1>
      </div>

      {/* spec §8: a failed organization fetch is logged; SWR retries it, then Retry is offered. */}
      {access === null && error ? (
        <LoadError error={error} onRetry={() => void mutate()} />
      ) : access === null ? (
        <PageLoading className="" hasTitle={false} sections={["h-12", "h-80"]} />
      ) : access !== "open" ? (
        <AddBooksClosedNotice access={access} />
      ) : !organization ? null : (
        <>
          <RulesSummary />
          <Tabs
            value={tab}
            onValueChange={(value) =>
              // A choice of view, not a step: the back button leaves the page rather than the tab.
              setState({ tab: ADD_BOOKS_PARAMS.tab.parse(value) }, { replace: true })
            }
          >
            <TabsList label={t`How to add books`}>
              {tabs.map((item) => (
                <TabsTrigger key={item.id} value={item.id}>
                  {item.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* Both panels stay mounted: a half-filled form or a checked list survives a switch. */}
            {tabs.map((item) => (
              <TabsContent key={item.id} value={item.id} keepMounted>
                <Card>
                  <CardBody>
                    <h2 className="sr-only">{item.label}</h2>
                    {item.id === "one" ? (
                      <AddBookForm
                        organizationId={organization.id}
                        defaultPublisherName={organization.name}
                        booksHref={pendingBooksHref}
                      />
                    ) : (
                      <BookListUpload
                        organizationId={organization.id}
                        booksHref={pendingBooksHref}
                        ruleNotes={ruleNotes.forListRow}
                      />
                    )}
                  </CardBody>
                </Card>
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </div>
  );
}
