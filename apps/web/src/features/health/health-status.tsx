import { Trans } from "@lingui/react/macro";
import { useHealth } from "./use-health.ts";

/** The API's health, fetched through the api client: proof that the whole chain answers. */
export function HealthStatus() {
  const { data, error, isLoading } = useHealth();
  const state = isLoading ? "loading" : error ? "error" : "ok";

  return (
    <section
      aria-labelledby="health-title"
      data-state={state}
      className="rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h2 id="health-title" className="text-base font-semibold text-gray-900">
        <Trans>System status</Trans>
      </h2>
      <p className="mt-2 flex items-center gap-2 text-sm" role="status">
        <span
          aria-hidden="true"
          className={`inline-block size-2.5 rounded-full ${
            state === "ok" ? "bg-green-600" : state === "error" ? "bg-red-600" : "bg-gray-400"
          }`}
        />
        {state === "loading" && <Trans>Checking the service…</Trans>}
        {state === "error" && <Trans>The service is not answering. Please try again later.</Trans>}
        {/* Which database serves it is the operators' business, not the users'. */}
        {state === "ok" && data && <Trans>The service is running.</Trans>}
      </p>
    </section>
  );
}
