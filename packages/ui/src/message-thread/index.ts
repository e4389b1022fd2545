export { MessageThread } from "./message-thread.tsx";
export type { MessageThreadLabels, MessageThreadProps, ThreadMessage } from "./message-thread.tsx";
