import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import { Link } from "react-router-dom";
import { HealthStatus } from "../../features/health/health-status.tsx";

const JOURNEY = [
  {
    path: "/auth/profile",
    text: <Trans>Complete your profile and upload your identity document</Trans>,
  },
  {
    path: "/AddNewOrganization",
    text: <Trans>Register your publishing house and get approved</Trans>,
  },
  { path: "/books", text: <Trans>Submit your book lists for review</Trans> },
  { path: "/completeData", text: <Trans>Complete the data and prepare your parcels</Trans> },
  { path: "/my-requests", text: <Trans>Request participation and reserve your booth</Trans> },
  { path: "/payment-information", text: <Trans>Pay the invoice</Trans> },
];

export function HomePage() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 p-6">
      <section className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">
          <Trans>Your pavilion at the book fair</Trans>
        </h1>
        <p className="max-w-2xl text-lg text-gray-700">
          <Trans>
            Rawaq is the exhibitors' portal: register your publishing house, submit your book lists,
            prepare your parcels, reserve your booth and print your staff badges, all in one place.
          </Trans>
        </p>
      </section>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {JOURNEY.map((step, index) => (
          <li key={step.path}>
            <Link
              to={`/${i18n.locale}${step.path}`}
              className="flex h-full items-start gap-3 rounded-xl border border-brand-100 bg-white p-4 hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span
                aria-hidden="true"
                className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-1 text-gray-800">{step.text}</span>
            </Link>
          </li>
        ))}
      </ol>
      <HealthStatus />
    </div>
  );
}
