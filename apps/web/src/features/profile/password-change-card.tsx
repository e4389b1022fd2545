import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChangePasswordInputSchema, PASSWORD_MIN_LENGTH } from "@rawaq/domain/credentials";
import { required } from "@rawaq/domain/rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { Card, CardBody, CardHeader, CardTitle } from "@rawaq/ui/card";
import { useForm } from "@rawaq/ui/form";
import { PasswordField } from "@rawaq/ui/password-field";
import { useToast } from "../../components/toasts.tsx";
import { useSWRConfig } from "swr";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { api } from "../../lib/api.ts";
import { SESSIONS_KEY } from "./use-sessions.ts";

const initialValues = { current_password: "", password: "", password_confirmation: "" };

/** Changing the password: the current one first; the other sessions end (the server says so). */
export function PasswordChangeCard() {
  const { t } = useLingui();
  const formTexts = useFormMessages();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const form = useForm({
    id: "password-change",
    initialValues,
    rules: {
      current_password: [required],
      password: [required],
      password_confirmation: [required],
    },
    schema: ChangePasswordInputSchema,
    ...formTexts,
    onSubmit: async (values) => {
      const answer = await api.changePassword(values);
      form.reset(initialValues);
      toast(answer.message ?? t`Your password has been changed.`);
      await mutate(SESSIONS_KEY);
    },
  });
  const password = (name: keyof typeof initialValues) => ({
    showPasswordLabel: t`Show password`,
    hidePasswordLabel: t`Hide password`,
    required: true,
    ...form.getFieldProps(name),
  });

  return (
    <Card aria-labelledby="password-change-title">
      <CardHeader>
        <CardTitle id="password-change-title">
          <Trans>Change password</Trans>
        </CardTitle>
      </CardHeader>
      <CardBody>
        <form onSubmit={form.handleSubmit} noValidate className="flex max-w-md flex-col gap-4">
          {form.formMessage && <Alert variant="danger">{form.formMessage}</Alert>}
          <PasswordField
            label={t`Current password`}
            autoComplete="current-password"
            {...password("current_password")}
          />
          <PasswordField
            label={t`New password`}
            hint={t`${plural(PASSWORD_MIN_LENGTH, { one: "At least # character.", other: "At least # characters." })}`}
            autoComplete="new-password"
            {...password("password")}
          />
          <PasswordField
            label={t`Confirm the new password`}
            autoComplete="new-password"
            {...password("password_confirmation")}
          />
          <p className="text-sm text-slate-600">
            <Trans>Your other devices will be logged out.</Trans>
          </p>
          <Button type="submit" isLoading={form.isSubmitting} className="self-start">
            <Trans>Change password</Trans>
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
