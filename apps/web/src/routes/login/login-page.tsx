import { Trans, useLingui } from "@lingui/react/macro";
import { email, required } from "@rawaq/domain/rules";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import { useForm } from "@rawaq/ui/form";
import { PasswordField } from "@rawaq/ui/password-field";
import { TextField } from "@rawaq/ui/text-field";
import { useAtomValue, useSetAtom } from "jotai";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { useFormMessages } from "../../i18n/form-messages.ts";
import { loadApi } from "../../lib/load-api.ts";
import { loginAtom } from "../../state/auth.ts";
import { authErrorAtom } from "../../state/session.ts";

const loadLanding = () => import("../../lib/landing.ts");

/**
 * The code a login needs once submitted (the API client, where to go next): the page shows
 * without it, and it loads while the visitor types (docs/decisions/062-login-bundle.md).
 */
function loadAfterLogin() {
  return Promise.all([loadApi(), loadLanding()]);
}

export function LoginPage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useSetAtom(loginAtom);
  const error = useAtomValue(authErrorAtom);
  const formTexts = useFormMessages();
  const state = location.state as { registered?: boolean; notice?: string } | null;
  const justRegistered = state?.registered === true;

  const form = useForm({
    initialValues: { email: "", password: "" },
    rules: { email: [required, email], password: [required] },
    ...formTexts,
    onSubmit: async (values) => {
      const user = await login(values);
      if (!user) return;
      const { landingPath } = await loadLanding();
      navigate(await landingPath(user, i18n.locale), { replace: true });
    },
  });

  return (
    <form
      onSubmit={form.handleSubmit}
      onFocus={() => void loadAfterLogin().catch(() => {})}
      noValidate
      className="flex flex-col gap-4"
    >
      {justRegistered && !error && (
        <Alert variant="success">
          <Trans>Your account has been created. You can now log in.</Trans>
        </Alert>
      )}
      {state?.notice && !error && <Alert variant="success">{state.notice}</Alert>}
      {error && <Alert variant="danger">{error}</Alert>}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="username"
        dir="ltr"
        required
        {...form.getFieldProps("email")}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        showPasswordLabel={t`Show password`}
        hidePasswordLabel={t`Hide password`}
        required
        {...form.getFieldProps("password")}
      />
      <Link
        to={`/${i18n.locale}/auth/forgot-password`}
        className="-mt-2 self-end text-sm font-medium text-brand-800 underline"
      >
        <Trans>Forgot password?</Trans>
      </Link>
      <Button type="submit" isLoading={form.isSubmitting}>
        <Trans>Log in</Trans>
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Trans>
          No account yet?{" "}
          <Link to={`/${i18n.locale}/auth/signup`} className="font-medium text-brand-800 underline">
            Sign up
          </Link>
        </Trans>
      </p>
    </form>
  );
}
