import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { EInvoiceStatus, Invoice } from "@rawaq/domain/payments";
import { LOCALES, type Locale } from "@rawaq/i18n/locales";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import { CreditNoteNotice, EInvoiceNotice } from "./e-invoice-notices.tsx";
import { EInvoicePanel } from "./e-invoice-panel.tsx";
import type { EInvoice } from "./e-invoice-state.ts";
import { InvoiceDocumentView } from "./invoice-document-view.tsx";

// Issue 30 on the invoice page: what the exhibitor reads while ZATCA has not cleared an invoice,
// the credit note that cancels one, and the administration's panel.

const WORDS = {
  en: {
    taxInvoice: "Tax invoice",
    simplified: "Simplified tax invoice",
    registering: "Your invoice is being registered with ZATCA",
    refused: "Your invoice could not be registered with ZATCA",
    creditNoteXml: "Credit note XML",
    queue: "E-invoice queue",
  },
  ar: {
    taxInvoice: "فاتورة ضريبية",
    simplified: "فاتورة ضريبية مبسطة",
    registering: "جارٍ تسجيل فاتورتكم لدى هيئة الزكاة والضريبة والجمارك",
    refused: "تعذّر تسجيل فاتورتكم لدى هيئة الزكاة والضريبة والجمارك",
    creditNoteXml: "ملف \u2066XML\u2069 للإشعار الدائن",
    queue: "قائمة الفواتير الإلكترونية",
  },
} as const;

const REASON = "إلغاء حجز الجناح — Booth reservation cancelled";

function eInvoice(status: EInvoiceStatus, creditNote?: EInvoiceStatus): EInvoice {
  return {
    status,
    icv: 42,
    uuid: "8d487816-70b8-4ade-a618-9d620b73814a",
    messages:
      status === "rejected"
        ? [
            {
              type: "ERROR",
              code: "BR-KSA-63",
              message: "The seller's national address is incomplete.",
            },
          ]
        : [],
    credit_note: creditNote ? { number: "E1-0007-C", status: creditNote, reason: REASON } : null,
  };
}

const party = {
  name: "دار الرواق",
  vat_number: "310122393500003",
  commercial_registration_number: "1010665432",
  address: { ar: "الرياض", en: "Riyadh" },
};

function invoice(e: EInvoice | null): Invoice {
  return {
    id: "0192f0a4-5b1c-7d3e-8f00-000000000001",
    number: "E1-0007",
    status: "issued",
    reservation_id: "0192f0a4-5b1c-7d3e-8f00-000000000002",
    event_id: "0192f0a4-5b1c-7d3e-8f00-000000000003",
    event_name: { ar: "معرض الرياض الدولي للكتاب", en: "Riyadh International Book Fair" },
    organization_id: "0192f0a4-5b1c-7d3e-8f00-000000000004",
    organization_name: "دار الرواق",
    booth_code: "C-02",
    total_halalas: 517_500,
    issued_at: "2026-11-20T09:00:00Z",
    due_at: "2026-11-27T09:00:00Z",
    rejection_reason: null,
    has_proof: false,
    paid_at: null,
    seller: { ...party, name_en: "Literature, Publishing and Translation Commission" },
    buyer: party,
    bank: { bank_name: "Al Rajhi Bank", iban: "SA0380000000608010167519", account_name: "LPTC" },
    lines: [
      {
        booth_code: "C-02",
        zone_code: "C",
        area_square_metres: 9,
        unit_price_halalas: 50_000,
        price_mode: "per_square_metre",
        amount_halalas: 450_000,
      },
    ],
    subtotal_halalas: 450_000,
    vat_halalas: 67_500,
    vat_percent: 15,
    qr: "AQVSYXdhcQ==",
    e_invoice: e,
  };
}

async function renderIn(locale: Locale, node: ReactNode) {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );
}

type Screen = Awaited<ReturnType<typeof renderIn>>;

/** The element a selector finds once React has drawn it. */
async function drawn(screen: Screen, selector: string): Promise<Element> {
  await expect.poll(() => screen.container.querySelector(selector)).not.toBeNull();
  return screen.container.querySelector(selector)!;
}

describe.each(LOCALES)("the e-invoice on the invoice page (%s)", (locale) => {
  const words = WORDS[locale];

  test("an e-invoice is a tax invoice; one issued while e-invoicing was off keeps its title", async () => {
    const standard = await renderIn(
      locale,
      <InvoiceDocumentView invoice={invoice(eInvoice("cleared"))} />,
    );
    expect((await drawn(standard, "h1")).textContent).toBe(words.taxInvoice);
    await standard.unmount();
    const simplified = await renderIn(locale, <InvoiceDocumentView invoice={invoice(null)} />);
    expect((await drawn(simplified, "h1")).textContent).toBe(words.simplified);
  });

  test("while ZATCA has not answered, and once it refused, the exhibitor is told so", async () => {
    const waiting = await renderIn(locale, <EInvoiceNotice view="registering" />);
    const notice = await drawn(waiting, '[data-notice="e-invoice"]');
    expect(notice.getAttribute("role")).toBe("status");
    expect(notice.querySelector('[data-slot="alert-title"]')?.textContent).toBe(words.registering);
    await waiting.unmount();
    const refused = await renderIn(locale, <EInvoiceNotice view="refused" />);
    const refusal = await drawn(refused, '[data-notice="e-invoice"]');
    expect(refusal.getAttribute("role")).toBe("alert");
    expect(refusal.querySelector('[data-slot="alert-title"]')?.textContent).toBe(words.refused);
  });

  test("a credit note is named with its reason; its XML is offered once ZATCA cleared it", async () => {
    const data = invoice(eInvoice("cleared", "submitted"));
    const sent = await renderIn(
      locale,
      <CreditNoteNotice
        invoice={data}
        creditNote={data.e_invoice!.credit_note!}
        onError={() => {}}
      />,
    );
    const notice = await drawn(sent, '[data-notice="credit-note"]');
    expect(notice.getAttribute("data-state")).toBe("submitted");
    expect(notice.textContent).toContain("E1-0007-C");
    expect(notice.textContent).toContain(REASON);
    expect(notice.querySelector("button")).toBeNull();
    await sent.unmount();

    const cleared = invoice(eInvoice("cleared", "cleared"));
    const done = await renderIn(
      locale,
      <CreditNoteNotice
        invoice={cleared}
        creditNote={cleared.e_invoice!.credit_note!}
        onError={() => {}}
      />,
    );
    await expect
      .element(done.getByRole("button", { name: words.creditNoteXml, exact: false }))
      .toBeVisible();
  });

  test("the administration's panel: status, counter, UUID, ZATCA's messages as sent (ltr), the queue", async () => {
    const data = invoice(eInvoice("rejected"));
    const screen = await renderIn(
      locale,
      <EInvoicePanel invoice={data} eInvoice={data.e_invoice!} />,
    );
    const panel = await drawn(screen, '[data-slot="e-invoice-panel"]');
    expect(panel.getAttribute("data-state")).toBe("rejected");
    expect(panel.querySelector('[data-slot="status-badge"]')?.getAttribute("data-tone")).toBe(
      "danger",
    );
    expect(panel.querySelector('[data-slot="icv"]')?.textContent).toBe("42");
    expect(panel.querySelector('[data-slot="uuid"]')?.getAttribute("dir")).toBe("ltr");
    const message = panel.querySelector('[data-slot="zatca-messages"] li')!;
    expect(message.getAttribute("dir")).toBe("ltr");
    expect(message.textContent).toContain("BR-KSA-63");
    await expect
      .element(screen.getByRole("link", { name: words.queue }))
      .toHaveAttribute("href", `/${locale}/admin/e-invoices`);
  });
});
