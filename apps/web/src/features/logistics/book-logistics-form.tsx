import { Trans, useLingui } from "@lingui/react/macro";
import { type BookLogistics, halalasToSar } from "@rawaq/domain/logistics";
import { Button } from "@rawaq/ui/button";
import { useState } from "react";
import { api } from "../../lib/api.ts";
import { serverFailure } from "../../lib/api-failure.ts";
import { Notice, useNotice } from "./notice.tsx";
import { useRefreshLogistics } from "./use-logistics.ts";

type ParcelRow = { key: number; number: string; quantity: string };

const inputClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 focus-visible:outline-2 " +
  "focus-visible:outline-brand-700 aria-invalid:border-red-600";

let nextKey = 1;

/**
 * One book's logistics data: quantity, price in riyals, barcode, and its parcels as a field
 * array (add, remove; a number already used in the organization puts the book in that parcel).
 * The server checks everything and answers per field, parcel rows included.
 */
export function BookLogisticsForm({
  organizationId,
  book,
  canEdit,
}: {
  organizationId: string;
  book: BookLogistics;
  canEdit: boolean;
}) {
  const { i18n, t } = useLingui();
  const refresh = useRefreshLogistics();
  const [notice, setNotice] = useNotice();
  const [quantity, setQuantity] = useState(book.quantity === null ? "" : String(book.quantity));
  const [price, setPrice] = useState(
    book.price_halalas === null ? "" : halalasToSar(book.price_halalas),
  );
  const [barcode, setBarcode] = useState(book.barcode ?? book.isbn);
  const [parcels, setParcels] = useState<ParcelRow[]>(
    book.parcels.length > 0
      ? book.parcels.map((parcel) => ({
          key: nextKey++,
          number: parcel.number,
          quantity: String(parcel.quantity),
        }))
      : [{ key: nextKey++, number: "", quantity: "" }],
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const locked = book.parcels.some((parcel) => parcel.sent);
  const sum = parcels.reduce((total, row) => total + (Number(row.quantity) || 0), 0);

  const update = (key: number, change: Partial<ParcelRow>) =>
    setParcels((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const answer = await api.logistics.saveBook(organizationId, book.book_id, {
        quantity,
        price,
        barcode,
        parcels: parcels.map(({ number, quantity: count }) => ({ number, quantity: count })),
      });
      setNotice({ variant: "success", text: answer.message ?? "" });
      await refresh();
    } catch (error) {
      const failure = serverFailure(error, i18n);
      setErrors(failure.errors);
      setNotice({ variant: "danger", text: failure.message });
    } finally {
      setSaving(false);
    }
  }

  const fieldError = (name: string) =>
    errors[name]?.[0] ? (
      <p id={`${name}-error`} className="text-sm text-red-700">
        {errors[name][0]}
      </p>
    ) : null;

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-5">
      <Notice notice={notice} />
      <div className="grid gap-4 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Quantity</Trans>
          <input
            name="quantity"
            inputMode="numeric"
            className={inputClass}
            value={quantity}
            aria-invalid={errors.quantity ? true : undefined}
            readOnly={!canEdit || locked}
            onChange={(event) => setQuantity(event.target.value)}
          />
          {fieldError("quantity")}
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Price (SAR)</Trans>
          <input
            name="price"
            inputMode="decimal"
            className={inputClass}
            value={price}
            aria-invalid={errors.price ? true : undefined}
            readOnly={!canEdit}
            onChange={(event) => setPrice(event.target.value)}
          />
          {fieldError("price")}
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          <Trans>Barcode</Trans>
          <input
            name="barcode"
            dir="ltr"
            className={inputClass}
            value={barcode}
            aria-invalid={errors.barcode ? true : undefined}
            readOnly={!canEdit}
            onChange={(event) => setBarcode(event.target.value)}
          />
          {fieldError("barcode")}
        </label>
      </div>

      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold">
          <Trans>Parcels</Trans>
        </legend>
        <p className="text-sm text-slate-700">
          {locked
            ? t`A parcel of this book was sent; its parcels can no longer change.`
            : t`Typing the number of an existing parcel puts this book in it. The quantities must add up to the book's quantity.`}
        </p>
        {parcels.map((row, index) => (
          <div key={row.key} className="flex flex-wrap items-start gap-3">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t`Parcel number ${index + 1}`}
              <input
                dir="ltr"
                className={`${inputClass} w-40`}
                value={row.number}
                readOnly={!canEdit || locked}
                aria-invalid={errors[`parcels.${index}.number`] ? true : undefined}
                onChange={(event) => update(row.key, { number: event.target.value })}
              />
              {fieldError(`parcels.${index}.number`)}
            </label>
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t`Copies in parcel ${index + 1}`}
              <input
                inputMode="numeric"
                className={`${inputClass} w-28`}
                value={row.quantity}
                readOnly={!canEdit || locked}
                aria-invalid={errors[`parcels.${index}.quantity`] ? true : undefined}
                onChange={(event) => update(row.key, { quantity: event.target.value })}
              />
              {fieldError(`parcels.${index}.quantity`)}
            </label>
            {canEdit && !locked && parcels.length > 1 && (
              <Button
                type="button"
                variant="secondary"
                className="mt-6"
                onClick={() => setParcels((rows) => rows.filter((other) => other.key !== row.key))}
              >
                {t`Remove parcel ${index + 1}`}
              </Button>
            )}
          </div>
        ))}
        {fieldError("parcels")}
        <p className="text-sm text-slate-700" aria-live="polite">
          {t`Copies in parcels: ${sum} of ${quantity || 0}`}
        </p>
        {canEdit && !locked && (
          <div>
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                setParcels((rows) => [...rows, { key: nextKey++, number: "", quantity: "" }])
              }
            >
              <Trans>Add a parcel</Trans>
            </Button>
          </div>
        )}
      </fieldset>
      {canEdit && (
        <div>
          <Button type="submit" disabled={saving}>
            <Trans>Save the book's data</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
