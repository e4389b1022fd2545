import { Trans, useLingui } from "@lingui/react/macro";
import { email, required } from "@rawaq/domain/rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@rawaq/ui/card";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useState } from "react";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";

/** A new email address: it changes once the link sent to it is opened. */
export function EmailChangeCard({ current }: { current: string }) {
  const { t } = useLingui();
  const formTexts = useFormMessages();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    id: "email-change",
    initialValues: { email: "" },
    rules: { email: [required, email] },
    ...formTexts,
    onSubmit: async (values) => {
      setSent(null);
      const answer = await api.requestEmailChange(values.email);
      setSent(answer.message ?? null);
      form.reset({ email: "" });
    },
  });

  return (
    <Card aria-labelledby="email-change-title">
      <CardHeader>
        <CardTitle id="email-change-title">
          <Trans>Change email address</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Your address is <bdi dir="ltr">{current}</bdi>. We send a link to the new one; it
            changes once you open it.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardBody>
        <form onSubmit={form.handleSubmit} noValidate className="flex max-w-md flex-col gap-4">
          {sent && <Alert variant="success">{sent}</Alert>}
          {form.formMessage && <Alert variant="danger">{form.formMessage}</Alert>}
          <TextField
            label={t`New email address`}
            type="email"
            autoComplete="email"
            dir="ltr"
            required
            {...form.getFieldProps("email")}
          />
          <Button type="submit" isLoading={form.isSubmitting} className="self-start">
            <Trans>Send the confirmation link</Trans>
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
