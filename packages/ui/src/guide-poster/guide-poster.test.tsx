import { describe, expect, test } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { qrCode } from "../barcode/barcode.ts";
import { BoothPoster, TableCard } from "./guide-poster.tsx";

const guideUrl = "https://rawaq.example/guide/ar/exhibitors/al-maarifa-publishing-1a2b3c4d";

const texts = {
  location: "القاعة والجناح",
  booth: "الجناح",
  scanHint: "امسحوا الرمز لتصفح عناويننا وأسعارها",
  logoAlt: "شعار دار المعرفة للنشر",
};

const poster = {
  exhibitorName: "دار المعرفة للنشر",
  otherName: "Al-Maarifa Publishing",
  otherNameLang: "en",
  eventName: "معرض الرياض الدولي للكتاب 2026",
  hallName: "القاعة أ",
  boothCode: "A-14",
  guideUrl,
  texts,
};

const tableCard = {
  exhibitorName: poster.exhibitorName,
  otherName: poster.otherName,
  otherNameLang: poster.otherNameLang,
  boothCode: poster.boothCode,
  guideUrl,
  texts,
};

const longNames = {
  exhibitorName: "Al-Maarifa Publishing, Distribution, Translation and Cultural Services",
  otherName: "دار المعرفة للنشر والتوزيع والترجمة والخدمات الثقافية",
  boothCode: "B-114",
};

/** The dark modules each QR code of the page draws. */
function qrPaths(): (string | null)[] {
  return [...document.querySelectorAll('[data-slot="qr"] path')].map((path) =>
    path.getAttribute("d"),
  );
}

/** Whether every element inside `box` lies within its edges (half a pixel for rounding). */
function fitsInside(box: Element): boolean {
  const outer = box.getBoundingClientRect();
  return [...box.querySelectorAll("*")].every((element) => {
    const inner = element.getBoundingClientRect();
    return (
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5 &&
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5
    );
  });
}

/** Where a line of `dir` starts: its box's inline-start edge on the screen. */
function startEdge(element: Element, dir: "rtl" | "ltr"): number {
  const box = element.getBoundingClientRect();
  return dir === "rtl" ? box.x + box.width : box.x;
}

describe("BoothPoster", () => {
  test("its QR code carries the guide page, whose address is printed as an ltr island", async () => {
    await render(
      <div dir="rtl" lang="ar">
        <BoothPoster {...poster} />
      </div>,
    );

    expect(qrPaths()).toEqual([qrCode(guideUrl)!.path]);
    await expect.element(page.getByRole("img", { name: texts.scanHint })).toBeVisible();
    const address = page.getByText(guideUrl).element();
    expect(address.getAttribute("dir")).toBe("ltr");
    expect(getComputedStyle(address).direction).toBe("ltr");
  });

  test("prints the event, both names, the hall and the booth, with the booth code ltr", async () => {
    await render(
      <div dir="rtl" lang="ar">
        <BoothPoster {...poster} />
      </div>,
    );

    await expect.element(page.getByText(poster.eventName)).toBeVisible();
    await expect.element(page.getByRole("heading", { name: poster.exhibitorName })).toBeVisible();
    const otherName = page.getByText(poster.otherName).element();
    expect(otherName.closest("[lang]")?.getAttribute("lang")).toBe("en");
    await expect.element(page.getByText(texts.location)).toBeVisible();
    const location = document.querySelector('[data-slot="location"]')!;
    expect(location.textContent).toBe("القاعة أ ·\u00a0A-14");
    const boothCode = location.querySelector('[data-slot="booth-code"]')!;
    expect(getComputedStyle(boothCode).direction).toBe("ltr");
    await expect.element(page.getByText(texts.scanHint, { exact: true })).toBeVisible();
  });

  test("the other name is not printed when it reads the same as the name", async () => {
    await render(<BoothPoster {...poster} otherName={` ${poster.exhibitorName} `} />);

    expect(document.querySelector('[data-slot="other-name"]')).toBeNull();
  });

  test("a logo is shown with its text, and nothing stands in for a missing or broken one", async () => {
    const logo =
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 2'/%3E";
    const screen = await render(<BoothPoster {...poster} logoUrl={logo} />);
    await expect.element(page.getByRole("img", { name: texts.logoAlt })).toBeVisible();

    await screen.rerender(<BoothPoster {...poster} logoUrl={null} />);
    expect(document.querySelector("img")).toBeNull();

    await screen.rerender(<BoothPoster {...poster} logoUrl="data:image/png;base64,broken" />);
    await expect.poll(() => document.querySelector("img")).toBeNull();
  });

  test.each(["rtl", "ltr"] as const)(
    "the longest names leave everything on the page (%s)",
    async (dir) => {
      await render(
        <div dir={dir}>
          <BoothPoster {...poster} {...longNames} hallName="Grand Main Hall" />
        </div>,
      );

      const sheet = document.querySelector('[data-slot="booth-poster"]')!;
      expect(sheet.querySelector('[data-slot="exhibitor-name"]')?.getAttribute("data-size")).toBe(
        "long",
      );
      expect(fitsInside(sheet)).toBe(true);
    },
  );
});

describe("TableCard", () => {
  test("both faces carry the guide page's QR code; screen readers meet the card once", async () => {
    await render(<TableCard {...tableCard} />);

    expect(qrPaths()).toEqual([qrCode(guideUrl)!.path, qrCode(guideUrl)!.path]);
    expect(page.getByRole("heading").all()).toHaveLength(1);
    expect(page.getByRole("img", { name: texts.scanHint }).all()).toHaveLength(1);
    await expect.element(page.getByRole("heading", { name: poster.exhibitorName })).toBeVisible();
  });

  test.each(["rtl", "ltr"] as const)(
    "the booth code lines up with its label at the start (%s)",
    async (dir) => {
      await render(
        <div dir={dir}>
          <TableCard {...tableCard} />
        </div>,
      );

      const face = document.querySelectorAll('[data-slot="table-card-face"]')[1]!;
      const label = [...face.querySelectorAll("p")].find((p) => p.textContent === texts.booth)!;
      const code = face.querySelector('[data-slot="booth-code"]')!;
      expect(getComputedStyle(code).direction).toBe("ltr");
      expect(startEdge(code, dir)).toBeCloseTo(startEdge(label, dir), 0);
    },
  );

  test.each(["rtl", "ltr"] as const)(
    "the longest names stay whole on each face (%s)",
    async (dir) => {
      await render(
        <div dir={dir}>
          <TableCard {...tableCard} {...longNames} />
        </div>,
      );

      const faces = [...document.querySelectorAll('[data-slot="table-card-face"]')];
      expect(faces).toHaveLength(2);
      for (const face of faces) expect(fitsInside(face)).toBe(true);
    },
  );
});
