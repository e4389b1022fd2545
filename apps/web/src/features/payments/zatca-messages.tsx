import type { EInvoiceMessage } from "@rawaq/domain/payments";

const ARABIC = /[\u0600-\u06ff]/;

const TYPE_CLASS: Record<EInvoiceMessage["type"], string> = {
  ERROR: "text-red-800",
  WARNING: "text-amber-800",
  INFO: "text-slate-600",
};

export interface ZatcaMessagesProps {
  messages: readonly EInvoiceMessage[];
}

/**
 * ZATCA's messages about a document, as ZATCA sent them (type, code, text): they are what the
 * administration corrects a rejection against, so they are not translated. English ones read
 * left to right, whatever the page's direction.
 */
export function ZatcaMessages({ messages }: ZatcaMessagesProps) {
  return (
    <ul data-slot="zatca-messages" className="flex flex-col gap-1 text-sm">
      {messages.map((message, index) => {
        const isArabic = ARABIC.test(message.message);
        return (
          <li
            key={index}
            data-type={message.type}
            lang={isArabic ? "ar" : "en"}
            dir={isArabic ? "rtl" : "ltr"}
            className="text-start wrap-anywhere"
          >
            <span className={`font-mono text-xs font-semibold ${TYPE_CLASS[message.type]}`}>
              {message.type}
            </span>{" "}
            <span className="font-mono text-xs font-semibold">{message.code}</span>{" "}
            <span>{message.message}</span>
          </li>
        );
      })}
    </ul>
  );
}
