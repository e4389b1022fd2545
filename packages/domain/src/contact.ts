import * as v from "valibot";
import { requiredText } from "./validation.ts";

/** A message to the fair's administration from the public contact page. */
export const ContactMessageInputSchema = v.object({
  name: requiredText(120),
  email: v.pipe(requiredText(254), v.email("email")),
  subject: requiredText(200),
  body: requiredText(5000),
});
export type ContactMessageInput = v.InferOutput<typeof ContactMessageInputSchema>;

export const ContactMessageSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
});
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>;
