import { Trans } from "@lingui/react/macro";
import { SiteHeader } from "../../components/site-header.tsx";
import { HealthStatus } from "../../features/health/health-status.tsx";

export function HomePage() {
  return (
    <div className="min-h-dvh bg-brand-50/40">
      <SiteHeader />
      <main className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10">
        <section className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">
            <Trans>Your pavilion at the book fair</Trans>
          </h1>
          <p className="max-w-2xl text-lg text-gray-700">
            <Trans>
              Rawaq is the exhibitors' portal: register your publishing house, submit your book
              lists, prepare your parcels, reserve your booth and print your staff badges, all in
              one place.
            </Trans>
          </p>
        </section>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <JourneyStep number={1}>
            <Trans>Register your publishing house and get approved</Trans>
          </JourneyStep>
          <JourneyStep number={2}>
            <Trans>Submit your book lists for review</Trans>
          </JourneyStep>
          <JourneyStep number={3}>
            <Trans>Complete the data and prepare your parcels</Trans>
          </JourneyStep>
          <JourneyStep number={4}>
            <Trans>Request participation and reserve your booth</Trans>
          </JourneyStep>
          <JourneyStep number={5}>
            <Trans>Pay the invoice</Trans>
          </JourneyStep>
          <JourneyStep number={6}>
            <Trans>Print your staff badges</Trans>
          </JourneyStep>
        </ol>
        <HealthStatus />
      </main>
    </div>
  );
}

function JourneyStep({ number, children }: { number: number; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-xl border border-brand-100 bg-white p-4">
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
      >
        {number}
      </span>
      <span className="pt-1 text-gray-800">{children}</span>
    </li>
  );
}
