import { Trans, useLingui } from "@lingui/react/macro";
import { AuthLayout } from "@rawaq/ui/auth-layout";
import { Link, Outlet } from "react-router-dom";
import { LocaleSwitch } from "../components/locale-switch.tsx";
import { useRouteHandle } from "../router/route-handle.ts";
import { Brand } from "./brand.tsx";
import { PageTransition } from "./page-transition.tsx";
import { useDocumentTitle } from "./use-document-title.ts";

/** The spec's "login layout": login, signup, contact and the organization onboarding. */
export function AuthShell() {
  const { i18n } = useLingui();
  const handle = useRouteHandle();
  useDocumentTitle();
  return (
    <AuthLayout
      brand={<Brand tone="light" />}
      title={handle ? i18n._(handle.title) : ""}
      localeSwitch={<LocaleSwitch tone="light" />}
      footer={
        <p className="flex justify-center gap-4 text-center text-sm text-white/80">
          <Link to={`/${i18n.locale}/privacy`} className="underline hover:text-white">
            <Trans>Privacy notice</Trans>
          </Link>
          <Link to={`/${i18n.locale}/contact`} className="underline hover:text-white">
            <Trans>Contact us</Trans>
          </Link>
        </p>
      }
    >
      <PageTransition>
        <Outlet />
      </PageTransition>
    </AuthLayout>
  );
}
