import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  MyReservationSchema,
  ReservationListSchema,
  ReservationSchema,
  type ReservationStatus,
} from "@rawaq/domain/participation";
import * as v from "valibot";
import { type Http, type PageParams, blob, call, searchParams, segment as id } from "./http.ts";

// apps/api/src/features/reservations: booths held and confirmed, and their administration.

const Ok = v.object({ ok: v.boolean() });

export function reservationCalls({ ky: http }: Http) {
  return {
    myReservations: (eventId?: string) =>
      call(
        http.get("reservations/mine", { searchParams: searchParams({ event_id: eventId }) }),
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
      listReservations: (
        params: PageParams & { event_id?: string; status?: ReservationStatus } = {},
      ) =>
        call(
          http.get("admin/reservations", { searchParams: searchParams(params) }),
          envelopeSchema(ReservationListSchema),
        ),
      exportReservations: (params: { event_id?: string; status?: ReservationStatus }) =>
        blob(http.get("admin/reservations/export", { searchParams: searchParams(params) })),
      confirmReservation: (reservationId: string) =>
        call(http.post(`admin/reservations/${id(reservationId)}/confirm`), envelopeSchema(Ok)),
      cancelReservation: (reservationId: string) =>
        call(http.post(`admin/reservations/${id(reservationId)}/cancel`), envelopeSchema(Ok)),
    },
  };
}
