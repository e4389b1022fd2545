import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  AdminRequestListSchema,
  type BoothChange,
  BoothChangeSchema,
  type BoothInput,
  type EventInput,
  EventListSchema,
  EventSchema,
  FloorPlanSchema,
  MyReservationSchema,
  ParticipationRequestSchema,
  RequestDetailSchema,
  RequestListSchema,
  RequestMessageSchema,
  type RequestDecision,
  type RequestInput,
  type RequestStatus,
  type RequestUpdate,
  ReservationListSchema,
  ReservationSchema,
  type ReservationStatus,
  ZoneSchema,
  type ZoneInput,
} from "@rawaq/domain/participation";
import type { KyInstance } from "ky";
import * as v from "valibot";
import { ApiError, type ApiClientOptions, type PageParams, call } from "./client.ts";

// Fair participation (issue 12): events and floor plans, participation requests, reservations.
// Kept beside the main client so each feature's calls stay together.

const RequestResult = v.object({ request: ParticipationRequestSchema });
const Messages = v.object({ messages: v.array(RequestMessageSchema) });
const Unread = v.object({ unread: v.number() });
const Ok = v.object({ ok: v.boolean() });

function query(params: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== null && value !== "")
      .map(([key, value]) => [key, String(value)]),
  );
}

const id = (value: string) => encodeURIComponent(value);

export function participationClient(http: KyInstance, options: ApiClientOptions) {
  return {
    listEvents: (params: PageParams = {}) =>
      call(http.get("events", { searchParams: query(params) }), envelopeSchema(EventListSchema)),
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

    listRequests: (params: PageParams = {}) =>
      call(
        http.get("participation-requests", { searchParams: query(params) }),
        envelopeSchema(RequestListSchema),
      ),
    unreadRequestMessages: () =>
      call(http.get("participation-requests/unread"), envelopeSchema(Unread)),
    createRequest: (input: RequestInput) =>
      call(http.post("participation-requests", { json: input }), envelopeSchema(RequestResult)),
    getRequest: (requestId: string) =>
      call(
        http.get(`participation-requests/${id(requestId)}`),
        envelopeSchema(RequestDetailSchema),
      ),
    updateRequest: (requestId: string, input: RequestUpdate) =>
      call(
        http.put(`participation-requests/${id(requestId)}`, { json: input }),
        envelopeSchema(RequestResult),
      ),
    submitRequest: (requestId: string) =>
      call(
        http.post(`participation-requests/${id(requestId)}/submit`),
        envelopeSchema(RequestResult),
      ),
    sendRequestMessage: (requestId: string, body: string) =>
      call(
        http.post(`participation-requests/${id(requestId)}/messages`, { json: { body } }),
        envelopeSchema(Messages),
      ),

    myReservations: (eventId?: string) =>
      call(
        http.get("reservations/mine", { searchParams: query({ event_id: eventId }) }),
        envelopeSchema(MyReservationSchema),
      ),
    holdBooth: (boothId: string) =>
      call(
        http.post("reservations", { json: { booth_id: boothId } }),
        envelopeSchema(v.object({ reservation: ReservationSchema })),
      ),
    cancelReservation: (reservationId: string) =>
      call(http.post(`reservations/${id(reservationId)}/cancel`), envelopeSchema(Ok)),

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
      listRequests: (params: PageParams & { status?: RequestStatus; event_id?: string } = {}) =>
        call(
          http.get("admin/participation-requests", { searchParams: query(params) }),
          envelopeSchema(AdminRequestListSchema),
        ),
      unreadRequestMessages: () =>
        call(http.get("admin/participation-requests/unread"), envelopeSchema(Unread)),
      getRequest: (requestId: string) =>
        call(
          http.get(`admin/participation-requests/${id(requestId)}`),
          envelopeSchema(RequestDetailSchema),
        ),
      decideRequest: (requestId: string, decision: RequestDecision) =>
        call(
          http.post(`admin/participation-requests/${id(requestId)}/decision`, { json: decision }),
          envelopeSchema(RequestResult),
        ),
      sendRequestMessage: (requestId: string, body: string) =>
        call(
          http.post(`admin/participation-requests/${id(requestId)}/messages`, { json: { body } }),
          envelopeSchema(Messages),
        ),
      listReservations: (
        params: PageParams & { event_id?: string; status?: ReservationStatus } = {},
      ) =>
        call(
          http.get("admin/reservations", { searchParams: query(params) }),
          envelopeSchema(ReservationListSchema),
        ),
      exportReservations: async (params: { event_id?: string; status?: ReservationStatus }) => {
        try {
          return await http
            .get("admin/reservations/export", { searchParams: query(params) })
            .blob();
        } catch (error) {
          throw error instanceof ApiError ? error : new ApiError(0, String(error));
        }
      },
      confirmReservation: (reservationId: string) =>
        call(http.post(`admin/reservations/${id(reservationId)}/confirm`), envelopeSchema(Ok)),
      cancelReservation: (reservationId: string) =>
        call(http.post(`admin/reservations/${id(reservationId)}/cancel`), envelopeSchema(Ok)),
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

export type ParticipationClient = ReturnType<typeof participationClient>;
