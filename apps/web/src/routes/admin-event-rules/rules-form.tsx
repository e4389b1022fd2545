import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "@rawaq/api-client/errors";
import { type FairRule, type FairRules, MAX_FAIR_LANGUAGES } from "@rawaq/domain/fair-rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { Checkbox } from "@rawaq/ui/checkbox";
import { ErrorSummary } from "@rawaq/ui/error-summary";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import type { ReactNode } from "react";
import { useToast } from "../../components/toasts.tsx";
import { useRuleLabels } from "../../features/fair-rules/rule-labels.ts";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import {
  type RulesFormValues,
  formErrorsOf,
  formValuesOf,
  previewRules,
  rulesFormRules,
  rulesOf,
} from "./rules-form-values.ts";
import { useRevalidateFairRules } from "./use-rules-admin.ts";

export interface RulesFormProps {
  eventId: string;
  /** The rules as saved (the defaults, all off, until the administration sets them). */
  rules: FairRules;
}

/**
 * The event's five rules, each switched on or off with its values, checked with FairRulesSchema
 * part by part; under each, the rule as it would read. Saving tells the houses that now break
 * them, and the server's message says how many.
 */
export function RulesForm({ eventId, rules }: RulesFormProps) {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const revalidate = useRevalidateFairRules();
  const formTexts = useFormMessages();
  const labels = useRuleLabels();
  const form = useForm<RulesFormValues>({
    initialValues: formValuesOf(rules, i18n.locale),
    rules: rulesFormRules,
    ...formTexts,
    fieldLabels: {
      ...formTexts.fieldLabels,
      max_copies: t`most copies of a title`,
      parcels: t`number of parcels`,
      per_square_metres: t`square metres of confirmed stand`,
      max_years: t`years before the fair's year`,
      languages: t`languages`,
    },
    onSubmit: async (values) => {
      const saved = rulesOf(values);
      // Every field passed the schema's part for it, so the whole passes too.
      if (!saved) throw new Error("The fair's rules did not pass FairRulesSchema.");
      const answer = await api.fairRules.admin
        .saveFairRules(eventId, saved)
        .catch((error: unknown) => {
          // The answer names the schema's paths (`copies_per_title.max_copies`): the form's fields.
          if (!(error instanceof ApiError)) throw error;
          const { status, message, requestId, code, data } = error;
          throw new ApiError(status, message, formErrorsOf(error.errors), requestId, code, data);
        });
      form.reset(formValuesOf(answer.data.rules, i18n.locale));
      toast(answer.message ?? t`Saved.`);
      await revalidate();
    },
  });
  const field = form.getFieldProps;
  const preview = previewRules(form.values, rules);

  /** A rule's switch, named by the rule, with the rule as it reads under it. */
  function ruleSwitch(rule: FairRule, values?: ReactNode) {
    return (
      <div
        data-slot="fair-rule"
        data-state={form.values[rule] ? "on" : "off"}
        className="flex flex-col gap-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
      >
        <Checkbox
          label={labels.names[rule]}
          hint={labels.statement(rule, preview)}
          {...form.getCheckboxProps(rule)}
        />
        {values ? <div className="grid gap-3 ps-8 sm:grid-cols-2">{values}</div> : null}
      </div>
    );
  }

  const numberField = { dir: "ltr", inputMode: "numeric", normalizeDigits: true } as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle id="fair-rules-form">
          <Trans>The rules</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            A rule applies while it is on. Houses see it where they enter their titles and parcels,
            and a parcel that breaks it is not sent unless the house has an exception.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardBody>
        <form
          onSubmit={(event) => void form.handleSubmit(event)}
          noValidate
          aria-labelledby="fair-rules-form"
          className="flex flex-col gap-4"
        >
          {form.errorList.length > 0 && (
            <ErrorSummary title={t`Please correct the following:`} errors={form.errorList} />
          )}
          {form.formMessage && form.errorList.length === 0 && (
            <Alert variant="danger">{form.formMessage}</Alert>
          )}
          {ruleSwitch(
            "copies_per_title",
            <TextField
              label={t`Most copies of a title`}
              required
              {...numberField}
              {...field("max_copies")}
            />,
          )}
          {ruleSwitch(
            "parcels_per_area",
            <>
              <TextField
                label={t`Number of parcels`}
                required
                {...numberField}
                {...field("parcels")}
              />
              <TextField
                label={t`Square metres of confirmed stand`}
                required
                {...numberField}
                {...field("per_square_metres")}
              />
            </>,
          )}
          {ruleSwitch(
            "publication_age",
            <TextField
              label={t`Years before the fair's year`}
              required
              {...numberField}
              {...field("max_years")}
            />,
          )}
          {ruleSwitch("refused_titles")}
          {ruleSwitch(
            "fair_languages",
            <TextField
              label={t`Languages`}
              hint={t`As book lists write them, separated by commas: at most ${plural(
                MAX_FAIR_LANGUAGES,
                { one: "# language", other: "# languages" },
              )}.`}
              wrapperClassName="sm:col-span-2"
              {...field("languages")}
            />,
          )}
          <div>
            <Button type="submit" isLoading={form.isSubmitting}>
              <Trans>Save the rules</Trans>
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
