import { Trans, useLingui } from "@lingui/react/macro";
import { type RefusedTitle, RefusedTitleInputSchema } from "@rawaq/domain/fair-rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { DataTable, type DataTableColumn } from "@rawaq/ui/data-table";
import { EmptyState } from "@rawaq/ui/empty-state";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useState } from "react";
import { useTableLabels } from "../../components/table-labels.ts";
import { TextAreaField } from "../../components/text-area-field.tsx";
import { useToast } from "../../components/toasts.tsx";
import { useRuleLabels } from "../../features/fair-rules/rule-labels.ts";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { failureMessage } from "../../lib/api-failure.ts";
import { api } from "../../lib/api.ts";
import { useRevalidateFairRules } from "./use-rules-admin.ts";

type ReasonAction = (typeof RefusedTitleInputSchema.entries.reason_ar.pipe)[number];

/** The longest reason the API keeps: the schema's own limit, so the counter cannot drift from it. */
const REASON_MAX_LENGTH = RefusedTitleInputSchema.entries.reason_ar.pipe.find(
  (action): action is Extract<ReasonAction, { type: "max_length" }> => action.type === "max_length",
)?.requirement;

const initialValues = { isbn: "", reason_ar: "", reason_en: "" };

export interface RefusedTitlesProps {
  eventId: string;
  refused: RefusedTitle[];
}

/**
 * The titles the event refuses, each with its reason in both languages (the house reads the one
 * of its language); one is added with the form under the list and admitted again in one click.
 */
export function RefusedTitles({ eventId, refused }: RefusedTitlesProps) {
  const { i18n, t } = useLingui();
  const tableLabels = useTableLabels();
  const { names } = useRuleLabels();
  const toast = useToast();
  const revalidate = useRevalidateFairRules();
  const formTexts = useFormMessages();
  const [admitting, setAdmitting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues,
    schema: RefusedTitleInputSchema,
    ...formTexts,
    fieldLabels: {
      ...formTexts.fieldLabels,
      reason_ar: t`reason in Arabic`,
      reason_en: t`reason in English`,
    },
    // A title refused already (409) is said above the fields: useForm shows the answer's message.
    onSubmit: async (values) => {
      const answer = await api.fairRules.admin.refuseTitle(eventId, values);
      form.reset(initialValues);
      toast(answer.message ?? t`Saved.`);
      await revalidate();
    },
  });

  async function handleAdmit(title: RefusedTitle) {
    setAdmitting(title.isbn);
    setFailure(null);
    try {
      const answer = await api.fairRules.admin.admitTitle(eventId, title.isbn);
      toast(answer.message ?? t`Saved.`);
      await revalidate();
    } catch (error) {
      setFailure(failureMessage(error, i18n));
    } finally {
      setAdmitting(null);
    }
  }

  const columns: DataTableColumn<RefusedTitle>[] = [
    {
      id: "isbn",
      header: t`ISBN`,
      isRowHeader: true,
      className: "whitespace-nowrap",
      cell: (title) => <bdi dir="ltr">{title.isbn}</bdi>,
    },
    {
      id: "reason_ar",
      header: t`Reason in Arabic`,
      className: "min-w-40",
      cell: (title) => (
        <p className="break-words whitespace-pre-line">
          <bdi dir="rtl" lang="ar">
            {title.reason_ar}
          </bdi>
        </p>
      ),
    },
    {
      id: "reason_en",
      header: t`Reason in English`,
      className: "min-w-40",
      cell: (title) => (
        <p className="break-words whitespace-pre-line">
          <bdi dir="ltr" lang="en">
            {title.reason_en}
          </bdi>
        </p>
      ),
    },
    {
      id: "actions",
      header: t`Actions`,
      sticky: "end",
      cardLabel: false,
      cell: (title) => (
        <Button
          size="sm"
          variant="secondary"
          isLoading={admitting === title.isbn}
          disabled={admitting !== null && admitting !== title.isbn}
          onClick={() => void handleAdmit(title)}
        >
          <Trans>Remove</Trans>
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle id="refused-titles">{names.refused_titles}</CardTitle>
        <CardDescription>
          <Trans>
            A house with one of these titles breaks the rule while it is on, and reads the reason in
            its language.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardBody className="flex flex-col gap-6">
        {failure ? <Alert variant="danger">{failure}</Alert> : null}
        <DataTable
          {...tableLabels}
          caption={names.refused_titles}
          columns={columns}
          rows={refused}
          getRowId={(title) => title.isbn}
          empty={<EmptyState headingLevel={3} title={t`No title is refused`} />}
        />
        <form
          onSubmit={(event) => void form.handleSubmit(event)}
          noValidate
          aria-labelledby="refuse-title"
          className="flex flex-col gap-4 border-t border-slate-200 pt-4"
        >
          <h3 id="refuse-title" className="font-semibold text-slate-900">
            <Trans>Refuse a title</Trans>
          </h3>
          {form.formMessage ? <Alert variant="danger">{form.formMessage}</Alert> : null}
          <TextField
            label={t`ISBN`}
            dir="ltr"
            normalizeDigits
            required
            wrapperClassName="sm:max-w-xs"
            {...form.getFieldProps("isbn")}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <TextAreaField
              label={t`Reason in Arabic`}
              dir="rtl"
              lang="ar"
              rows={2}
              required
              maxLength={REASON_MAX_LENGTH}
              {...form.getFieldProps("reason_ar")}
            />
            <TextAreaField
              label={t`Reason in English`}
              dir="ltr"
              lang="en"
              rows={2}
              required
              maxLength={REASON_MAX_LENGTH}
              {...form.getFieldProps("reason_en")}
            />
          </div>
          <Button type="submit" isLoading={form.isSubmitting} className="self-start">
            <Trans>Refuse the title</Trans>
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
