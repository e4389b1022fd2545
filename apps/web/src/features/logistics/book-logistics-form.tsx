import { Trans, useLingui } from "@lingui/react/macro";
import { type BookLogistics, BookLogisticsInputSchema } from "@rawaq/domain/logistics";
import { halalasToSar } from "@rawaq/domain/money";
import { required } from "@rawaq/domain/rules";
import { readWholeNumber } from "@rawaq/domain/numbers";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { FieldError, TextField } from "@rawaq/ui/text-field";
import { useToast } from "../../components/toasts.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { useRevalidateLogistics } from "./use-logistics.ts";

const EMPTY_PARCEL = { number: "", quantity: "" };

/**
 * One book's logistics data: quantity, price in riyals, barcode, and its parcels as a field
 * array (add, remove; a number already used in the organization puts the book in that parcel).
 * The browser checks the domain's schema for comfort; the server checks everything again and
 * answers per field, parcel cells included (`parcels.1.quantity`), which land on their cells.
 */
export function BookLogisticsForm({
  organizationId,
  book,
  canEdit,
  ruleNotes,
}: {
  organizationId: string;
  book: BookLogistics;
  canEdit: boolean;
  /** What the fair's rules say of this title, with the copies typed (issue 32). */
  ruleNotes?: (quantity: string) => string[];
}) {
  const { t } = useLingui();
  const refresh = useRevalidateLogistics();
  const toast = useToast();
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues: {
      quantity: book.quantity === null ? "" : String(book.quantity),
      price: book.price_halalas === null ? "" : halalasToSar(book.price_halalas),
      barcode: book.barcode ?? book.isbn,
      parcels:
        book.parcels.length > 0
          ? book.parcels.map((parcel) => ({
              number: parcel.number,
              quantity: String(parcel.quantity),
            }))
          : [EMPTY_PARCEL],
    },
    // An empty field reads "required" before the schema's "must be a number".
    rules: { quantity: [required], price: [required], barcode: [required] },
    cellRules: { parcels: { number: [required], quantity: [required] } },
    // The API's own schema: quantities and prices above zero, the parcels adding up.
    schema: BookLogisticsInputSchema,
    ...formTexts,
    // The server's 422 lands on the fields and cells by itself (useForm).
    onSubmit: async (values) => {
      const answer = await api.logistics.saveBook(organizationId, book.book_id, {
        ...values,
        // The schema reads the price into halalas; the API reads riyals, as typed.
        price: halalasToSar(values.price),
      });
      toast(answer.message ?? t`Saved.`);
      await refresh();
    },
  });
  const parcels = form.fieldArray("parcels");
  const locked = book.parcels.some((parcel) => parcel.sent);
  const canChangeParcels = canEdit && !locked;
  const { quantity } = form.values;
  const sum = form.values.parcels.reduce(
    (total, row) => total + (readWholeNumber(row.quantity) ?? 0),
    0,
  );

  function handleRemove(index: number) {
    parcels.remove(index);
    // The pressed button is gone: focus goes to the parcel that took its place, or the last.
    form.focusField(`parcels.${Math.min(index, parcels.rows.length - 2)}.number`);
  }

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
    >
      <ErrorSummary title={t`Please correct the following:`} errors={form.errorList} />
      {form.formMessage && <Alert variant="danger">{form.formMessage}</Alert>}
      {ruleNotes && ruleNotes(quantity).length > 0 && (
        <Alert variant="warning">
          <ul className="flex flex-col gap-1">
            {ruleNotes(quantity).map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField
          label={t`Quantity`}
          type="number"
          normalizeDigits
          readOnly={!canChangeParcels}
          {...form.getFieldProps("quantity")}
        />
        <TextField
          label={t`Price (SAR)`}
          inputMode="decimal"
          normalizeDigits
          readOnly={!canEdit}
          {...form.getFieldProps("price")}
        />
        <TextField
          label={t`Barcode`}
          dir="ltr"
          readOnly={!canEdit}
          {...form.getFieldProps("barcode")}
        />
      </div>

      <fieldset
        id={parcels.id}
        tabIndex={-1}
        aria-describedby={parcels.errorId}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <legend className="px-1 font-semibold">
          <Trans>Parcels</Trans>
        </legend>
        <p className="text-sm text-slate-700">
          {locked
            ? t`A parcel of this book was sent; its parcels can no longer change.`
            : t`Typing the number of an existing parcel puts this book in it. The quantities must add up to the book's quantity.`}
        </p>
        {parcels.rows.map((row) => (
          <div key={row.key} className="flex flex-wrap items-start gap-3">
            <TextField
              label={t`Parcel number ${row.index + 1}`}
              dir="ltr"
              wrapperClassName="w-40"
              readOnly={!canChangeParcels}
              {...row.getFieldProps("number")}
            />
            <TextField
              label={t`Copies in parcel ${row.index + 1}`}
              type="number"
              normalizeDigits
              wrapperClassName="w-40"
              readOnly={!canChangeParcels}
              {...row.getFieldProps("quantity")}
            />
            {canChangeParcels && parcels.rows.length > 1 && (
              <Button
                type="button"
                variant="secondary"
                className="mt-6.5"
                onClick={() => handleRemove(row.index)}
              >
                {t`Remove parcel ${row.index + 1}`}
              </Button>
            )}
          </div>
        ))}
        <FieldError id={parcels.errorId}>{parcels.error}</FieldError>
        <p className="text-sm text-slate-700" aria-live="polite">
          {t`Copies in parcels: ${sum} of ${quantity || 0}`}
        </p>
        {canChangeParcels && (
          <div>
            <Button
              type="button"
              variant="secondary"
              onClick={() => parcels.append(EMPTY_PARCEL, { shouldFocus: true })}
            >
              <Trans>Add a parcel</Trans>
            </Button>
          </div>
        )}
      </fieldset>
      {canEdit && (
        <div>
          <Button type="submit" isLoading={form.isSubmitting}>
            <Trans>Save the book's data</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
