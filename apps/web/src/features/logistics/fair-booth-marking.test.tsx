import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@rawaq/i18n/locales";
import { describe, expect, test } from "vitest";
import { render } from "vitest-browser-react";
import { activateLocale } from "../../i18n/activate-locale.ts";
import "../../index.css";
import { FairBoothMarking } from "./fair-booth-marking.tsx";

const booth = (zone: string, code: string) => ({
  event_name: { ar: "معرض", en: "Fair" },
  zone_name: { ar: `القاعة ${zone}`, en: `Hall ${zone}` },
  booth_code: code,
});

async function renderIn(locale: Locale, booths: ReturnType<typeof booth>[]) {
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <div lang={locale} dir={locale === "ar" ? "rtl" : "ltr"}>
        <FairBoothMarking booths={booths} />
      </div>
    </I18nProvider>,
  );
}

describe("a label's hall/booth marking", () => {
  const booths = [booth("A", "A-01"), booth("A", "A-02"), booth("B", "B-07")];

  test("each hall once on its own line, with its booths, in the label's language", async () => {
    const en = await renderIn("en", booths);
    const lines = [...en.container.querySelectorAll('[data-slot="hall-marking"]')];
    expect(lines.map((line) => line.textContent)).toEqual([
      "Hall A ·\u00a0A-01, A-02",
      "Hall B ·\u00a0B-07",
    ]);
    en.unmount();

    const ar = await renderIn("ar", booths);
    const arabic = [...ar.container.querySelectorAll('[data-slot="hall-marking"]')];
    expect(arabic.map((line) => line.textContent)).toEqual([
      "القاعة A ·\u00a0A-01، A-02",
      "القاعة B ·\u00a0B-07",
    ]);
  });

  test("a booth code never breaks at its hyphen (issue 26: «A-» and «14» on two lines)", async () => {
    const screen = await renderIn("ar", [booth("الرئيسية", "A-14")]);
    const code = screen.container.querySelector<HTMLElement>('[data-slot="booth-code"]')!;
    expect(code.textContent).toBe("A-14");
    expect(code.dir).toBe("ltr");
    expect(getComputedStyle(code).whiteSpace).toBe("nowrap");
  });

  test("nothing while no booth is confirmed", async () => {
    const screen = await renderIn("en", []);
    expect(screen.container.textContent).toBe("");
  });
});
