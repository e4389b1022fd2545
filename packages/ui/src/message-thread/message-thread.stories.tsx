import type { Meta, StoryObj } from "@storybook/react-vite";
import { localize } from "../storybook/locale.ts";
import { MessageThread, type MessageThreadLabels, type ThreadMessage } from "./message-thread.tsx";

type Row = [string, string, string, boolean];
const texts: Record<"ar" | "en", { labels: MessageThreadLabels; messages: Row[]; error: string }> =
  {
    ar: {
      labels: {
        thread: "الرسائل",
        empty: "لا توجد رسائل بعد.",
        message: "الرسالة",
        send: "إرسال",
        sending: "جارٍ الإرسال…",
      },
      messages: [
        [
          "مدير المعرض",
          "5 نوفمبر 2026، 10:12",
          "أهلًا بكم، نرجو تأكيد عدد العناوين المشاركة.",
          false,
        ],
        ["خالد الراشد", "5 نوفمبر 2026، 11:40", "نؤكد مشاركة 120 عنوانًا.", true],
      ],
      error: "تعذّر إرسال الرسالة. حاولوا مرة أخرى.",
    },
    en: {
      labels: {
        thread: "Messages",
        empty: "No messages yet.",
        message: "Message",
        send: "Send",
        sending: "Sending…",
      },
      messages: [
        [
          "Fair administration",
          "5 November 2026, 10:12",
          "Welcome. Please confirm how many titles you will show.",
          false,
        ],
        ["Khalid Al-Rashed", "5 November 2026, 11:40", "We confirm 120 titles.", true],
      ],
      error: "The message could not be sent. Please try again.",
    },
  };

function messages(t: { messages: Row[] }): ThreadMessage[] {
  return t.messages.map(([author, when, body, isMine], index) => ({
    id: String(index),
    author,
    when,
    body,
    isMine,
  }));
}

const meta = {
  title: "Components/MessageThread",
  component: MessageThread,
  tags: ["autodocs"],
  args: { messages: [], labels: texts.en.labels },
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[30rem]">
        <MessageThread labels={t.labels} messages={messages(t)} onSend={async () => {}} />
      </div>
    );
  },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};

export const Empty: Story = {
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[30rem]">
        <MessageThread labels={t.labels} messages={[]} onSend={async () => {}} />
      </div>
    );
  },
};

export const ReadOnlyWithError: Story = {
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="w-[30rem]">
        <MessageThread
          labels={t.labels}
          messages={messages(t)}
          error={t.error}
          onSend={async () => {}}
        />
      </div>
    );
  },
};
