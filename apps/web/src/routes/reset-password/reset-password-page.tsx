import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { PASSWORD_MIN_LENGTH, ResetPasswordInputSchema } from "@rawaq/domain/credentials";
import { required } from "@rawaq/domain/rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useForm } from "@rawaq/ui/form";
import { PasswordField } from "@rawaq/ui/password-field";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { ApiError } from "@rawaq/api-client/client";
import { api } from "../../lib/api.ts";
import { useLinkState, useLinkToken } from "../../lib/link-token.ts";
import { DataPending, LoadError } from "../../components/load-state.tsx";
import { forgetSessionAtom } from "../../state/auth.ts";

const initialValues = { password: "", password_confirmation: "" };

/** A new password from the link in the reset mail; every session ends with it. */
export function ResetPasswordPage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const token = useLinkToken();
  const forgetSession = useSetAtom(forgetSessionAtom);
  const link = useLinkState(token, api.checkResetLink);
  // The link may still die between the check and the form (used in another tab, expired).
  const [isUsedMeanwhile, setUsedMeanwhile] = useState(false);
  const formTexts = useFormMessages();
  const form = useForm({
    initialValues,
    rules: { password: [required], password_confirmation: [required] },
    schema: ResetPasswordInputSchema,
    ...formTexts,
    onSubmit: async (values) => {
      try {
        const answer = await api.resetPassword({ token: token ?? "", ...values });
        // Every session of the account has ended, this browser's included.
        forgetSession();
        navigate(`/${i18n.locale}/auth/login`, {
          replace: true,
          state: { notice: answer.message },
        });
      } catch (error) {
        // The page's own answer: a link that died meanwhile; the kit shows the rest.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        setUsedMeanwhile(true);
      }
    },
  });

  if (link.state === "unusable" || isUsedMeanwhile) {
    return (
      <div className="flex flex-col gap-4" data-link="unusable">
        <Alert variant="danger">
          <Trans>This link has already been used or has expired. Ask for a new one.</Trans>
        </Alert>
        <Link
          to={`/${i18n.locale}/auth/forgot-password`}
          className="text-center font-medium text-brand-800 underline"
        >
          <Trans>Ask for a new link</Trans>
        </Link>
      </div>
    );
  }
  if (link.state === "failed") {
    return <LoadError error={link.error} onRetry={link.retry} />;
  }
  if (link.state === "checking") {
    // The form's place while the link is asked about: a used link never shows a form.
    return <DataPending error={undefined} onRetry={() => {}} className="h-72" />;
  }

  const password = (name: keyof typeof initialValues) => ({
    showPasswordLabel: t`Show password`,
    hidePasswordLabel: t`Hide password`,
    autoComplete: "new-password",
    required: true,
    ...form.getFieldProps(name),
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        <Trans>
          Choose a new password. Every device logged in to your account will be logged out.
        </Trans>
      </p>
      {form.formMessage && <Alert variant="danger">{form.formMessage}</Alert>}
      <PasswordField
        label={t`New password`}
        hint={t`${plural(PASSWORD_MIN_LENGTH, { one: "At least # character.", other: "At least # characters." })}`}
        {...password("password")}
      />
      <PasswordField label={t`Confirm the new password`} {...password("password_confirmation")} />
      <Button type="submit" isLoading={form.isSubmitting}>
        <Trans>Reset password</Trans>
      </Button>
    </form>
  );
}
