import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  type BoothChange,
  type BoothInput,
  BoothChangeSchema,
  type EventInput,
  EventListSchema,
  EventSchema,
  FloorPlanSchema,
  ZoneSchema,
  type ZoneInput,
} from "@rawaq/domain/participation";
import * as v from "valibot";
import {
  type ApiClientOptions,
  type Http,
  type PageParams,
  call,
  searchParams,
  segment as id,
} from "./http.ts";

// apps/api/src/features/events (and the plan's live stream, features/reservations): the fair's
// events, halls and floor plans, and their administration (issue 12).

export function eventCalls({ ky: http, options }: Http) {
  return {
    listEvents: (params: PageParams = {}) =>
      call(
        http.get("events", { searchParams: searchParams(params) }),
        envelopeSchema(EventListSchema),
      ),
    getEvent: (eventId: string) =>
      call(
        http.get(`events/${id(eventId)}`),
        envelopeSchema(v.object({ event: EventSchema, zones: v.array(ZoneSchema) })),
      ),
    getPlan: (eventId: string) =>
      call(http.get(`events/${id(eventId)}/plan`), envelopeSchema(FloorPlanSchema)),
    /** Opens the plan's live stream; see `watchPlan`. */
    watchPlan: (eventId: string, handlers: PlanStreamHandlers) =>
      watchPlan(`events/${id(eventId)}/plan/stream`, options, handlers),

    admin: {
      createEvent: (input: EventInput) =>
        call(
          http.post("admin/events", { json: input }),
          envelopeSchema(v.object({ event: EventSchema })),
        ),
      updateEvent: (eventId: string, input: EventInput) =>
        call(
          http.put(`admin/events/${id(eventId)}`, { json: input }),
          envelopeSchema(v.object({ event: EventSchema })),
        ),
      createZone: (eventId: string, input: ZoneInput) =>
        call(
          http.post(`admin/events/${id(eventId)}/zones`, { json: input }),
          envelopeSchema(v.object({ zone: ZoneSchema })),
        ),
      updateZone: (zoneId: string, input: ZoneInput) =>
        call(
          http.put(`admin/events/zones/${id(zoneId)}`, { json: input }),
          envelopeSchema(v.object({ zone: ZoneSchema })),
        ),
      saveLayout: (zoneId: string, booths: Array<BoothInput & { id?: string }>) =>
        call(
          http.put(`admin/events/zones/${id(zoneId)}/booths`, { json: { booths } }),
          envelopeSchema(v.object({ count: v.number() })),
        ),
      importBooths: (zoneId: string, file: File) => {
        const form = new FormData();
        form.set("file", file);
        return call(
          http.post(`admin/events/zones/${id(zoneId)}/booths/import`, { body: form }),
          envelopeSchema(v.object({ count: v.number() })),
        );
      },
    },
  };
}

export interface PlanStreamHandlers {
  /** The stream is open: refetch the plan, since changes before this moment were not sent. */
  onOpen: () => void;
  onBooths: (changes: BoothChange[]) => void;
  /** The plan itself changed (an admin edited it): refetch. */
  onLayout: () => void;
  /** The stream ended or failed; the caller polls and reopens. */
  onClose: () => void;
}

/**
 * Reads the plan's server-sent events with fetch, so the bearer token travels in the header
 * (EventSource cannot send one; docs/decisions/031-…). Returns a function that closes it.
 */
export function watchPlan(
  path: string,
  options: ApiClientOptions,
  handlers: PlanStreamHandlers,
): () => void {
  const controller = new AbortController();
  const headers: Record<string, string> = { Accept: "text/event-stream" };
  const token = options.getToken?.();
  if (token) headers.Authorization = `Bearer ${token}`;
  const locale = options.getLocale?.();
  if (locale) headers["Accept-Language"] = locale;
  const fetcher = options.fetch ?? globalThis.fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/${path}`;

  void (async () => {
    try {
      const response = await fetcher(url, { headers, signal: controller.signal });
      if (!response.ok || !response.body) throw new Error(`stream: ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          dispatch(buffer.slice(0, end), handlers);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Closed by the caller, or the network: either way the stream is over.
    }
    if (!controller.signal.aborted) handlers.onClose();
  })();
  return () => controller.abort();
}

function dispatch(block: string, handlers: PlanStreamHandlers) {
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
  }
  if (event === "ready") handlers.onOpen();
  else if (event === "layout") handlers.onLayout();
  else if (event === "booths") {
    const parsed = v.safeParse(v.array(BoothChangeSchema), JSON.parse(data.join("\n")));
    if (parsed.success) handlers.onBooths(parsed.output);
  }
}
