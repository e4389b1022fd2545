import { Trans, useLingui } from "@lingui/react/macro";
import { email, required } from "@rawaq/domain/rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useForm } from "@rawaq/ui/form";
import { TextField } from "@rawaq/ui/text-field";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const { i18n, t } = useLingui();
  const formTexts = useFormMessages();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: "" },
    rules: { email: [required, email] },
    ...formTexts,
    onSubmit: async (values) => {
      const answer = await api.requestPasswordReset(values.email);
      setSent(answer.message ?? t`Check your inbox for the link.`);
    },
  });

  return (
    <div className="flex flex-col gap-4">
      {sent ? (
        <Alert variant="success">{sent}</Alert>
      ) : (
        <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">
            <Trans>
              Enter the email address of your account. We will send you a link to choose a new
              password.
            </Trans>
          </p>
          {form.formMessage && <Alert variant="danger">{form.formMessage}</Alert>}
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="username"
            dir="ltr"
            required
            {...form.getFieldProps("email")}
          />
          <Button type="submit" isLoading={form.isSubmitting}>
            <Trans>Send the reset link</Trans>
          </Button>
        </form>
      )}
      <p className="text-center text-sm text-slate-600">
        <Link to={`/${i18n.locale}/auth/login`} className="font-medium text-brand-800 underline">
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </div>
  );
}
