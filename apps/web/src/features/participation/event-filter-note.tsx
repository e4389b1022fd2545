import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import { useEvents } from "./use-participation.ts";

/**
 * Above an administration list filtered by one event (`?event_id=`, as the dashboard's tiles open
 * it): which event, and the way back to every event.
 */
export function EventFilterNote({ eventId, onClear }: { eventId: string; onClear: () => void }) {
  const { i18n } = useLingui();
  const events = useEvents();
  const event = events.data?.events.find((item) => item.id === eventId);
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-700">
      <span>
        <Trans>
          Event:{" "}
          <bdi className="font-medium">{event ? localized(event.name, i18n.locale) : "…"}</bdi>
        </Trans>
      </span>
      <button type="button" className="font-medium text-brand-800 underline" onClick={onClear}>
        <Trans>Show every event</Trans>
      </button>
    </p>
  );
}
