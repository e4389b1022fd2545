import { Trans, useLingui } from "@lingui/react/macro";
import {
  GUIDE_HIDE_REASON_MAX_LENGTH,
  type GuideExhibitorChoice,
  GuideHideFormSchema,
  type GuideHideScope,
} from "@rawaq/domain/guide-admin";
import { MAX_PAGE_SIZE } from "@rawaq/domain/pagination";
import { isolate } from "@rawaq/i18n/text";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Combobox } from "@rawaq/ui/combobox";
import { useForm } from "@rawaq/ui/form";
import { Select } from "@rawaq/ui/select";
import { TextField } from "@rawaq/ui/text-field";
import { type KeyboardEvent, useState } from "react";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { useToast } from "../../components/toasts.tsx";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { useHouseTitles, useRevalidateAdminGuide } from "./use-guide.ts";

export interface GuideHideFormProps {
  eventId: string;
  /** The houses with a confirmed booth at the event. */
  exhibitors: GuideExhibitorChoice[];
}

const initialValues = {
  organization_id: "",
  scope: "house" as GuideHideScope,
  book_id: "",
  reason: "",
};

/**
 * Takes a house, or one of its approved titles, out of the event's guide, with the reason the
 * administration gives (kept with it and in the audit log, which the house reads).
 */
export function GuideHideForm({ eventId, exhibitors }: GuideHideFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const revalidate = useRevalidateAdminGuide();
  const formTexts = useFormMessages();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const form = useForm({
    initialValues,
    schema: GuideHideFormSchema,
    ...formTexts,
    fieldLabels: { ...formTexts.fieldLabels, book_id: t`title` },
    onSubmit: async ({ organization_id, scope, book_id, reason }) => {
      const answer = await api.guide.admin.hideFromGuide(eventId, {
        organization_id,
        book_id: scope === "title" ? book_id : null,
        reason,
      });
      form.reset(initialValues);
      setTyped("");
      setQuery("");
      await revalidate();
      toast(answer.message ?? t`Saved.`);
    },
  });
  const houseId = form.values.organization_id || null;
  const isTitle = form.values.scope === "title";
  const titles = useHouseTitles(isTitle ? houseId : null, query);
  const reason = form.getFieldProps("reason");

  function handleSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter searches the titles; it must not send the form.
    if (event.key !== "Enter") return;
    event.preventDefault();
    setQuery(typed.trim());
  }

  const houseOptions = exhibitors.map((house) => {
    const name = isolate(house.name);
    const booth = house.booth_code;
    return {
      value: house.id,
      label: house.is_hidden ? t`${name} (${booth}, hidden)` : t`${name} (${booth})`,
    };
  });
  const titleOptions = (titles.data?.books ?? []).map((book) => {
    const title = isolate(book.title);
    const isbn = book.isbn;
    return { value: book.id, label: t`${title} (${isbn})` };
  });

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(event)}
      noValidate
      aria-labelledby="guide-hide"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="guide-hide" className="text-lg font-semibold text-brand-900">
        <Trans>Hide from the guide</Trans>
      </h2>
      {form.formMessage ? <Alert variant="danger">{form.formMessage}</Alert> : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Combobox
          id={form.fieldId("organization_id")}
          label={t`Publishing house`}
          options={houseOptions}
          value={form.values.organization_id}
          onValueChange={(value) => {
            form.setValue("organization_id", value, { shouldValidate: true });
            form.setValue("book_id", "");
            setTyped("");
            setQuery("");
          }}
          placeholder={t`Search by name`}
          noResultsText={t`No publishing house matches`}
          showOptionsLabel={t`Show the publishing houses`}
          hint={
            exhibitors.length === 0
              ? t`No house has a confirmed booth at this event yet.`
              : undefined
          }
          error={form.errors.organization_id}
          required
        />
        <Select
          id={form.fieldId("scope")}
          label={t`What to hide`}
          value={form.values.scope}
          onValueChange={(value) =>
            form.setValue("scope", value as GuideHideScope, {
              shouldValidate: true,
            })
          }
          options={[
            { value: "house", label: t`The whole publishing house` },
            { value: "title", label: t`One of its titles` },
          ]}
          error={form.errors.scope}
        />
      </div>
      {isTitle ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {(titles.data?.meta.total ?? 0) > MAX_PAGE_SIZE || query ? (
            <TextField
              type="search"
              label={t`Search its titles`}
              hint={t`A title, an author or an ISBN, then Enter.`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={handleSearchKey}
              disabled={!houseId}
            />
          ) : null}
          <Combobox
            id={form.fieldId("book_id")}
            label={t`Title`}
            options={titleOptions}
            value={form.values.book_id}
            onValueChange={(value) => form.setValue("book_id", value, { shouldValidate: true })}
            placeholder={houseId ? t`Search by title` : t`Choose the publishing house first`}
            noResultsText={t`No approved title matches`}
            showOptionsLabel={t`Show the titles`}
            disabled={!houseId}
            error={form.errors.book_id}
            required
          />
        </div>
      ) : null}
      <TextAreaField
        label={t`Reason`}
        rows={3}
        required
        maxLength={GUIDE_HIDE_REASON_MAX_LENGTH}
        hint={t`The house reads it in its history.`}
        {...reason}
      />
      <Button type="submit" variant="danger" isLoading={form.isSubmitting} className="self-start">
        <Trans context="guide">Hide</Trans>
      </Button>
    </form>
  );
}
