import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The repository's own lint (eslint.config.js, tooling/eslint-rules.js) over the shapes issue 26
// found: each must fail lint where it was written, and its catalog-message form must pass.
const root = fileURLToPath(new URL("../../..", import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const WEB = "apps/web/src/features/participation/sample.tsx";

// Loading the configuration and its plugins takes seconds on a busy machine: once, up front.
beforeAll(() => problems("", WEB), 60_000);

describe("text assembled in code fails lint", () => {
  it("a list joined with a separator (plan-view.tsx's ', ', the booth sheet's column names)", async () => {
    expect(await problems(`export const a = (x: string[]) => x.join(", ");`, WEB)).toContain(
      "rawaq/no-assembled-text",
    );
    expect(
      await problems(
        `export const a = (x: string[]) => x.join(" · ");`,
        "apps/api/src/features/events/sample.ts",
      ),
    ).toContain("rawaq/no-assembled-text");
    expect(await problems(`export const a = (x: string[]) => x.join(",");`, WEB)).toEqual([]);
  });

  it("a unit or '×' outside a catalog message (' m²', the parcels table's '× 5')", async () => {
    const code = (body: string) =>
      `import { Trans } from "@lingui/react/macro";\nexport const A = ({ n }: { n: number }) => ${body};`;
    expect(await problems(code("<span>{n} m²</span>"), WEB)).toContain("rawaq/no-assembled-text");
    expect(await problems(code("<span>× {n}</span>"), WEB)).toContain("rawaq/no-assembled-text");
    expect(await problems(code("`${n} m²`"), WEB)).toContain("rawaq/no-assembled-text");
    expect(await problems(code("<Trans>{n} m²</Trans>"), WEB)).toEqual([]);
  });

  it("a template literal shown as text or as a label", async () => {
    const code = (body: string) =>
      `export const A = ({ a, b }: { a: string; b: string }) => ${body};`;
    expect(await problems(code("<p>{`${a} – ${b}`}</p>"), WEB)).toContain(
      "rawaq/no-assembled-text",
    );
    expect(await problems(code("<p title={`${a} (${b})`} />"), WEB)).toContain(
      "rawaq/no-assembled-text",
    );
    expect(await problems(code("<p className={`${a} ${b}`} />"), WEB)).toEqual([]);
  });
});

describe("a time or an amount formatted outside its one formatter fails lint", () => {
  it("formatDate(…, true), the reservation page's '2026-12-06 6:24'", async () => {
    const code = `import { formatDate } from "@rawaq/i18n/dates";\nexport const a = (d: string) => formatDate(d, "en", true);`;
    expect(await problems(code, WEB)).toContain("rawaq/dates-through-i18n");
  });

  it("date-fns, Intl.DateTimeFormat and toLocale…String", async () => {
    expect(await problems(`import { format } from "date-fns";\nexport { format };`, WEB)).toContain(
      "rawaq/dates-through-i18n",
    );
    expect(
      await problems(
        `export const a = (d: Date) => new Intl.DateTimeFormat("ar").format(d);`,
        "apps/api/src/core/sample.ts",
      ),
    ).toContain("rawaq/dates-through-i18n");
    expect(await problems(`export const a = (d: Date) => d.toLocaleString();`, WEB)).toContain(
      "rawaq/dates-through-i18n",
    );
  });
});

describe("money converted or formatted by hand fails lint (issue 27)", () => {
  const RULE = "rawaq/money-through-one-module";
  const API = "apps/api/src/features/reservations/sample.ts";
  const MONEY = "packages/domain/src/money.ts";

  it("a currency formatter besides @rawaq/domain/money (plan-view.tsx had a second formatSar)", async () => {
    const code = `export const a = (n: number) => new Intl.NumberFormat("ar-SA", { style: "currency", currency: "SAR" }).format(n);`;
    expect(await problems(code, WEB)).toContain(RULE);
    expect(await problems(code, API)).toContain(RULE);
    expect(await problems(code, MONEY)).not.toContain(RULE);
  });

  it.each([
    [
      "the reservations export's toFixed",
      `export const a = (r: { total_halalas: number }) => (r.total_halalas / 100).toFixed(2);`,
    ],
    [
      "the zone editor's String(x / 100)",
      `export const a = (d: { price_halalas: number }) => String(d.price_halalas / 100);`,
    ],
    ["a price typed times 100", `export const a = (price: number) => Math.round(price * 100);`],
    ["a hand-written halalas split", `export const a = (amount: number) => amount % 100;`],
    [
      "the constant used by hand",
      `import { HALALAS_PER_RIYAL } from "@rawaq/domain/money";\nexport const a = (n: number) => n / HALALAS_PER_RIYAL;`,
    ],
    ["any toFixed(2)", `export const a = (n: number) => n.toFixed(2);`],
    ["a second formatSar", `export function formatSar(n: number) { return String(n); }`],
    ["a second halalasToSar", `export const halalasToSar = (n: number) => String(n);`],
    ["a riyals reader", `export const readRiyals = (text: string) => text.length;`],
  ])("%s", async (_name, code) => {
    expect(await problems(code, WEB)).toContain(RULE);
    expect(await problems(code, API)).toContain(RULE);
  });

  it("a percentage of a count, and the module's own conversions, pass", async () => {
    expect(
      await problems(
        `export const a = (done: number, all: number) => Math.round((done / all) * 100);`,
        WEB,
      ),
    ).not.toContain(RULE);
    expect(
      await problems(
        `import { halalasToSar } from "@rawaq/domain/money";\nexport const a = (r: { total_halalas: number }) => halalasToSar(r.total_halalas);`,
        API,
      ),
    ).not.toContain(RULE);
  });
});

describe("the browser's own date control fails lint", () => {
  it("an input of type date in the web app or the kit (mm/dd/yyyy on Arabic pages)", async () => {
    const code = `export const A = () => <input type="date" aria-label="Date" />;`;
    expect(await problems(code, WEB)).toContain("no-restricted-syntax");
    expect(await problems(code, "packages/ui/src/sample/sample.tsx")).toContain(
      "no-restricted-syntax",
    );
    expect(
      await problems(`export const A = () => <input type="datetime-local" />;`, WEB),
    ).toContain("no-restricted-syntax");
  });
});

describe("a client's number read by JavaScript's own conversions fails lint", () => {
  const RULE = "rawaq/numbers-through-one-reader";
  it("Number(…), parseInt, parseFloat, unary + and v.transform(Number) where input is read", async () => {
    const places = [
      WEB,
      "apps/api/src/features/logistics/routes.ts",
      "apps/api/src/features/events/booth-sheet.ts",
      "apps/api/src/http/sample.ts",
      "packages/domain/src/sample.ts",
    ];
    const shapes = [
      `export const a = (text: string) => Number(text);`,
      `export const a = (text: string) => Number.parseInt(text, 10);`,
      `export const a = (text: string) => parseFloat(text);`,
      `export const a = (text: string) => +text;`,
      `import * as v from "valibot";\nexport const a = v.pipe(v.string(), v.transform(Number));`,
    ];
    for (const file of places) {
      for (const code of shapes) expect(await problems(code, file)).toContain(RULE);
    }
    const reader = `import { readWholeNumber } from "@rawaq/domain/numbers";\nexport const a = (text: string) => readWholeNumber(text);`;
    expect(await problems(reader, WEB)).toEqual([]);
  });
});
