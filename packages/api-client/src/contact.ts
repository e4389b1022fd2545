import {
  type ContactMessageInput,
  ContactMessageSchema,
  type InboxFilter,
  InboxDetailSchema,
  InboxListSchema,
  InboxMessageSchema,
  ContactReplySchema,
} from "@rawaq/domain/contact";
import { envelopeSchema } from "@rawaq/domain/envelope";
import * as v from "valibot";
import { type Http, type PageParams, call, searchParams, segment as id } from "./http.ts";

// apps/api/src/features/contact: the public contact form, and the administration's inbox of its
// messages (issue 13).

const MessageResult = v.object({ message: InboxMessageSchema });

export function contactCalls({ ky: http }: Http) {
  return {
    sendContactMessage: (message: ContactMessageInput) =>
      call(
        http.post("contact", { json: message }),
        envelopeSchema(v.object({ message: ContactMessageSchema })),
      ),
  };
}

export function inboxCalls({ ky: http }: Http) {
  const path = (messageId: string, action: string) =>
    `admin/contact-messages/${id(messageId)}/${action}`;
  return {
    listMessages: (query: PageParams & { filter?: InboxFilter } = {}) =>
      call(
        http.get("admin/contact-messages", { searchParams: searchParams(query) }),
        envelopeSchema(InboxListSchema),
      ),
    /** One message with its replies; opening it marks it read. */
    getMessage: (messageId: string) =>
      call(http.get(`admin/contact-messages/${id(messageId)}`), envelopeSchema(InboxDetailSchema)),
    markRead: (messageId: string, read: boolean) =>
      call(http.post(path(messageId, "read"), { json: { read } }), envelopeSchema(MessageResult)),
    markHandled: (messageId: string, handled: boolean) =>
      call(
        http.post(path(messageId, "handled"), { json: { handled } }),
        envelopeSchema(MessageResult),
      ),
    assign: (messageId: string, userId: string | null) =>
      call(
        http.post(path(messageId, "assign"), { json: { user_id: userId } }),
        envelopeSchema(MessageResult),
      ),
    reply: (messageId: string, body: string) =>
      call(
        http.post(path(messageId, "reply"), { json: { body } }),
        envelopeSchema(
          v.object({ message: InboxMessageSchema, replies: v.array(ContactReplySchema) }),
        ),
      ),
  };
}
