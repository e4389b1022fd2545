import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  AdminRequestListSchema,
  ParticipationRequestSchema,
  RequestDetailSchema,
  RequestListSchema,
  RequestMessageSchema,
  type RequestDecision,
  type RequestInput,
  type RequestStatus,
  type RequestUpdate,
} from "@rawaq/domain/participation";
import * as v from "valibot";
import { type Http, type PageParams, call, searchParams, segment as id } from "./http.ts";

// apps/api/src/features/participation: participation requests, their messages and their review
// (issue 12).

const RequestResult = v.object({ request: ParticipationRequestSchema });
const Messages = v.object({ messages: v.array(RequestMessageSchema) });
const Unread = v.object({ unread: v.number() });

export function participationCalls({ ky: http }: Http) {
  return {
    listRequests: (params: PageParams = {}) =>
      call(
        http.get("participation-requests", { searchParams: searchParams(params) }),
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

    admin: {
      listRequests: (params: PageParams & { status?: RequestStatus; event_id?: string } = {}) =>
        call(
          http.get("admin/participation-requests", { searchParams: searchParams(params) }),
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
    },
  };
}
