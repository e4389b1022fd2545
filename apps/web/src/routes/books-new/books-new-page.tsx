import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@rawaq/i18n/locales";
import { Card, CardBody } from "@rawaq/ui/card";
import { type KeyboardEvent, useId, useRef } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { AddBooksClosedNotice, addBooksAccess } from "../../features/books/add-books-access.tsx";
import { AddBookForm } from "../../features/books/book-form.tsx";
import { BookListUpload } from "../../features/books/book-list-upload.tsx";
import { useOrganization } from "../../features/organizations/use-organization.ts";

const TABS = ["one", "upload"] as const;
type Tab = (typeof TABS)[number];

/**
 * Add books (DESIGN.md journey 4): one by hand, or a whole list from a spreadsheet. The chosen
 * way is kept in the URL (`?tab=upload`), so a link can open the upload directly.
 */
export function BooksNewPage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const { data } = useOrganization();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get("tab") === "upload" ? "upload" : "one";
  const baseId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ one: null, upload: null });

  const access = data ? addBooksAccess(data.organization, data.meta) : null;
  const organization = access === "open" ? data?.organization : null;
  const booksHref = `/${locale}/books`;

  function select(next: Tab, shouldFocus = false) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "upload") params.set("tab", "upload");
        else params.delete("tab");
        return params;
      },
      { replace: true },
    );
    if (shouldFocus) tabRefs.current[next]?.focus();
  }

  // NOTE: WAI-ARIA APG tabs pattern: arrows move along the reading direction, Home/End jump.
  function handleTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const isRtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = isRtl ? "ArrowLeft" : "ArrowRight";
    const backward = isRtl ? "ArrowRight" : "ArrowLeft";
    const index = TABS.indexOf(tab);
    const next =
      event.key === forward
        ? TABS[(index + 1) % TABS.length]
        : event.key === backward
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === "Home"
            ? TABS[0]
            : event.key === "End"
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next, true);
  }

  const tabs: { id: Tab; label: string }[] = [
    { id: "one", label: t`Add one book` },
    { id: "upload", label: t`Upload a book list` },
  ];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6">
      <div className="flex flex-col gap-2">
        <Link
          to={booksHref}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-800 underline"
        >
          <BackIcon />
          <Trans>Back to books</Trans>
        </Link>
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Add books</Trans>
        </h1>
      </div>

      {/* spec §8: a failed organization fetch is only logged; the page stays quiet. */}
      {access === null ? (
        <div aria-busy="true" className="min-h-40" />
      ) : access !== "open" ? (
        <AddBooksClosedNotice access={access} />
      ) : !organization ? null : (
        <div className="flex flex-col gap-4">
          <div
            role="tablist"
            aria-label={t`How to add books`}
            className="flex gap-1 border-b border-slate-200"
          >
            {tabs.map((item) => {
              const isSelected = item.id === tab;
              return (
                <button
                  key={item.id}
                  ref={(element) => {
                    tabRefs.current[item.id] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${item.id}`}
                  aria-selected={isSelected}
                  aria-controls={`${baseId}-panel-${item.id}`}
                  tabIndex={isSelected ? 0 : -1}
                  onClick={() => select(item.id)}
                  onKeyDown={handleTabKeyDown}
                  data-state={isSelected ? "active" : "inactive"}
                  className={
                    "-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors " +
                    "border-transparent text-slate-600 hover:text-brand-800 " +
                    "focus-visible:outline-2 focus-visible:outline-brand-700 " +
                    "data-[state=active]:border-brand-700 data-[state=active]:text-brand-900"
                  }
                >
                  {item.label}
                </button>
              );
            })}
          </div>
          {/* Both panels stay mounted: a half-filled form or a checked list survives a switch. */}
          {tabs.map((item) => (
            <div
              key={item.id}
              role="tabpanel"
              id={`${baseId}-panel-${item.id}`}
              aria-labelledby={`${baseId}-tab-${item.id}`}
              hidden={item.id !== tab}
              tabIndex={0}
              className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
            >
              <Card>
                <CardBody>
                  <h2 className="sr-only">{item.label}</h2>
                  {item.id === "one" ? (
                    <AddBookForm
                      organizationId={organization.id}
                      defaultPublisherName={organization.name}
                      booksHref={`${booksHref}?status=pending`}
                    />
                  ) : (
                    <BookListUpload
                      organizationId={organization.id}
                      booksHref={`${booksHref}?status=pending`}
                    />
                  )}
                </CardBody>
              </Card>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** Points back along the reading direction: mirrored in Arabic. */
function BackIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 rtl:-scale-x-100"
    >
      <path d="M13 8H3m4-4L3 8l4 4" />
    </svg>
  );
}
