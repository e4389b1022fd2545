import type { BoothChange, FloorPlanData } from "@rawaq/domain/participation";
import { useEffect, useRef } from "react";
import useSWR from "swr";
import { participationApi } from "../../lib/api.ts";
import { PARTICIPATION_KEY } from "./use-participation.ts";

/** While the stream is down the plan is polled this often, and the stream retried. */
const POLL_MS = 5000;

function applyChanges(plan: FloorPlanData, changes: BoothChange[]): FloorPlanData {
  const byId = new Map(changes.map((change) => [change.booth_id, change]));
  return {
    ...plan,
    zones: plan.zones.map((zone) => ({
      ...zone,
      booths: zone.booths.map((booth) => {
        const change = byId.get(booth.id);
        if (!change) return booth;
        // The stream names the organization only to its own members.
        return { ...booth, state: change.state, is_mine: change.organization_id !== null };
      }),
    })),
  };
}

/**
 * An event's floor plan, live (docs/decisions/031-…): the stream's booth changes are applied as
 * they come; when it opens the plan is refetched; while it is down the plan is polled and the
 * stream reopened with back-off.
 */
export function useLivePlan(eventId: string | null | undefined, withHolders = false) {
  const swr = useSWR(
    eventId ? ([PARTICIPATION_KEY, "plan", eventId] as const) : null,
    async ([, , eventId]) => (await participationApi.getPlan(eventId)).data,
  );
  const { mutate } = swr;
  const isStreaming = useRef(false);

  useEffect(() => {
    if (!eventId) return;
    let close: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    let attempts = 0;
    let stopped = false;

    const open = () => {
      close = participationApi.watchPlan(eventId, {
        onOpen: () => {
          attempts = 0;
          isStreaming.current = true;
          if (poll) clearInterval(poll);
          poll = undefined;
          void mutate();
        },
        onBooths: (changes) => {
          // Admins see who holds what: their plan is refetched for the names.
          if (withHolders) return void mutate();
          // NOTE: a mutation drops the answer of a fetch under way (SWR keeps a newer mutation
          // over an older request). With no plan on screen (the page revalidating after a
          // hold) there is nothing to apply the change to, and the fetch it dropped would have
          // brought it: fetch again, or the plan stays "Loading…".
          void mutate((plan) => (plan ? applyChanges(plan, changes) : plan), {
            revalidate: false,
          }).then((plan) => {
            if (!plan) void mutate();
          });
        },
        onLayout: () => void mutate(),
        onClose: () => {
          isStreaming.current = false;
          if (stopped) return;
          poll ??= setInterval(() => void mutate(), POLL_MS);
          attempts += 1;
          retry = setTimeout(open, Math.min(30_000, 1000 * 2 ** attempts));
        },
      });
    };
    open();
    return () => {
      stopped = true;
      close?.();
      if (retry) clearTimeout(retry);
      if (poll) clearInterval(poll);
    };
  }, [eventId, mutate, withHolders]);

  return swr;
}
