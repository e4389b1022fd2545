import { Trans, useLingui } from "@lingui/react/macro";
import { BookInputSchema } from "@rawaq/domain/book";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { DateField } from "@rawaq/ui/date-field";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { useToast } from "../../components/toasts.tsx";
import { useRevalidateBooks } from "./use-books.ts";

export interface AddBookFormProps {
  organizationId: string;
  /** Prefills the publisher: usually the organization's own name. */
  defaultPublisherName?: string;
  /** Where "See your books" leads. */
  booksHref: string;
}

/** One book entered by hand; it goes to the administration's review queue. */
export function AddBookForm({
  organizationId,
  defaultPublisherName = "",
  booksHref,
}: AddBookFormProps) {
  const { t } = useLingui();
  const formTexts = useFormMessages();
  const revalidateBooks = useRevalidateBooks();
  const toast = useToast();
  // Bumped after every failed attempt (invalid fields or a failed answer): the problem list (or
  // message) then takes the focus.
  const [failedAttempts, setFailedAttempts] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  const initialValues = {
    title: "",
    author: "",
    author_nationality: "",
    language: "",
    isbn: "",
    issue_date: "",
    publisher_name: defaultPublisherName,
  };

  const form = useForm({
    initialValues,
    schema: BookInputSchema,
    ...formTexts,
    onSubmit: async (values) => {
      await api.createBook(organizationId, values);
      // Said by a toast; the form is ready for the next book.
      toast(t`The book was added and is waiting for review.`);
      form.reset(initialValues);
      form.focusField("title");
      void revalidateBooks();
    },
  });

  useEffect(() => {
    if (failedAttempts === 0) return;
    (summaryRef.current ?? messageRef.current)?.focus();
  }, [failedAttempts]);

  async function handleSubmit(event: { preventDefault(): void }) {
    const isValid = await form.handleSubmit(event);
    if (!isValid) setFailedAttempts((count) => count + 1);
  }

  const field = form.getFieldProps;
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      {form.errorList.length > 0 && (
        <ErrorSummary
          ref={summaryRef}
          title={t`Please correct the following:`}
          errors={form.errorList}
        />
      )}
      {/* With field errors, the server's message only says there are some: the list says which. */}
      {form.formMessage && form.errorList.length === 0 && (
        <Alert ref={messageRef} tabIndex={-1} variant="danger">
          {form.formMessage}
        </Alert>
      )}
      <TextField label={t`Title`} dir="auto" required {...field("title")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Author`} dir="auto" required {...field("author")} />
        <TextField
          label={t`Author nationality`}
          dir="auto"
          required
          {...field("author_nationality")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Language`}
          hint={t`The language the book is written in.`}
          dir="auto"
          required
          {...field("language")}
        />
        <TextField
          label={t`ISBN`}
          hint={t`ISBN-10 or ISBN-13; hyphens and spaces are fine.`}
          dir="ltr"
          normalizeDigits
          autoComplete="off"
          spellCheck={false}
          required
          {...field("isbn")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          placeholder={t`YYYY-MM-DD`}
          label={t`Issue date`}
          required
          {...field("issue_date")}
        />
        <TextField label={t`Publisher`} dir="auto" required {...field("publisher_name")} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={form.isSubmitting}>
          <Trans>Add the book</Trans>
        </Button>
        <Button asChild variant="secondary">
          <Link to={booksHref}>
            <Trans>See your books</Trans>
          </Link>
        </Button>
      </div>
    </form>
  );
}
