import type { Meta, StoryObj } from "@storybook/react-vite";
import { formatSar } from "@rawaq/domain/money";
import type { ReactNode } from "react";
import { localize, storyLocale } from "../storybook/locale.ts";
import { BarChart } from "./bar-chart.tsx";
import type { ChartDatum, ChartSeries } from "./chart-parts.tsx";
import { TimeChart, type TimeChartProps } from "./time-chart.tsx";

type Globals = Record<string, unknown> | undefined;

const texts = {
  ar: {
    booths: {
      title: "الأجنحة حسب القاعة",
      caption: "عدد الأجنحة المؤكدة والمحجوزة مؤقتًا والمتاحة في كل قاعة",
      category: "القاعة",
      series: ["مؤكد", "محجوز مؤقتًا", "متاح"],
      zones: ["القاعة أ", "القاعة ب", "القاعة ج", "الجناح الخارجي"],
    },
    countries: {
      title: "العارضون حسب الدولة",
      caption: "عدد العارضين من كل دولة",
      category: "الدولة",
      series: "العارضون",
      total: "المجموع",
      names: [
        "السعودية",
        "مصر",
        "الإمارات العربية المتحدة",
        "الأردن",
        "لبنان",
        "الكويت",
        "المغرب",
        "المملكة المتحدة",
      ],
    },
    parcels: {
      title: "الطرود المستلمة يوميًا",
      caption: "عدد الطرود المستلمة في المستودع كل يوم",
      day: "اليوم",
      series: ["وصلت في موعدها", "وصلت متأخرة"],
    },
    payments: {
      title: "المبالغ المدفوعة يوميًا",
      caption: "مجموع المبالغ المدفوعة كل يوم بالريال السعودي",
      day: "اليوم",
      series: "المدفوع",
    },
    empty: { booths: "لا توجد قاعات بعد", payments: "لا مدفوعات في هذه الفترة" },
    months: { "10": "أكتوبر", "11": "نوفمبر" } as Record<string, string>,
  },
  en: {
    booths: {
      title: "Booths by hall",
      caption: "Confirmed, held and free booths in each hall",
      category: "Hall",
      series: ["Confirmed", "Held", "Free"],
      zones: ["Hall A", "Hall B", "Hall C", "Outdoor pavilion"],
    },
    countries: {
      title: "Exhibitors by country",
      caption: "Number of exhibitors from each country",
      category: "Country",
      series: "Exhibitors",
      total: "Total",
      names: [
        "Saudi Arabia",
        "Egypt",
        "United Arab Emirates",
        "Jordan",
        "Lebanon",
        "Kuwait",
        "Morocco",
        "United Kingdom",
      ],
    },
    parcels: {
      title: "Parcels received per day",
      caption: "Parcels received at the warehouse each day",
      day: "Day",
      series: ["On time", "Late"],
    },
    payments: {
      title: "Payments per day",
      caption: "Total paid each day, in Saudi riyals",
      day: "Day",
      series: "Paid",
    },
    empty: { booths: "No halls yet", payments: "No payments in this period" },
    months: { "10": "Oct", "11": "Nov" } as Record<string, string>,
  },
};

type Texts = (typeof texts)["en"];

/** "2026-11-03" → "3 نوفمبر" / "Nov 3", Latin digits in both, as the app's formatter writes it. */
function dayFormatter(globals: Globals): (date: string) => string {
  const locale = storyLocale(globals);
  const { months } = texts[locale];
  return (date) => {
    const month = months[date.slice(5, 7)] ?? date.slice(5, 7);
    const day = String(Number(date.slice(8, 10)));
    return locale === "ar" ? `${day} ${month}` : `${month} ${day}`;
  };
}

/** `count` contiguous days from `first`, each with its values. */
function daysFrom(first: string, rows: readonly Record<string, number>[]): TimeChartProps["days"] {
  const [year, month, day] = first.split("-").map(Number) as [number, number, number];
  return rows.map((values, index) => ({
    date: new Date(Date.UTC(year, month - 1, day + index)).toISOString().slice(0, 10),
    values,
  }));
}

function boothSeries(t: Texts): ChartSeries[] {
  const [confirmed = "", held = "", free = ""] = t.booths.series;
  return [
    { key: "confirmed", label: confirmed, tone: "success" },
    { key: "held", label: held, tone: "warning" },
    { key: "free", label: free, tone: "neutral" },
  ];
}

const boothCounts: [confirmed: number, held: number, free: number][] = [
  [42, 6, 12],
  [35, 10, 15],
  [28, 4, 28],
  [9, 3, 18],
];

function boothData(t: Texts, counts = boothCounts): ChartDatum[] {
  return counts.map(([confirmed, held, free], index) => ({
    key: `zone-${index}`,
    label: t.booths.zones[index] ?? "",
    values: { confirmed, held, free },
  }));
}

const exhibitorCounts = [184, 62, 48, 31, 27, 19, 14, 6];

const parcelCounts: [onTime: number, late: number][] = [
  [12, 1],
  [18, 3],
  [25, 2],
  [31, 6],
  [22, 4],
  [9, 0],
  [4, 1],
  [28, 5],
  [36, 7],
  [41, 3],
  [33, 9],
  [27, 2],
  [14, 1],
  [6, 0],
];

/** Riyals paid per day over a month; the chart is given halalas, as the API sends them. */
const riyalsPaid = [
  4500, 0, 9000, 13500, 4500, 22500, 18000, 0, 0, 27000, 31500, 13500, 9000, 36000, 40500, 22500, 0,
  4500, 45000, 54000, 31500, 27000, 9000, 0, 18000, 58500, 63000, 40500, 22500, 13500,
];

function Tile({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="flex w-[36rem] flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-base font-medium text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BoothsChart({ globals, showTable }: { globals: Globals; showTable?: boolean }) {
  const t = localize(texts, globals);
  return (
    <Tile id="booths-title" title={t.booths.title}>
      <BarChart
        labelledBy="booths-title"
        series={boothSeries(t)}
        data={boothData(t)}
        categoryHeader={t.booths.category}
        tableCaption={t.booths.caption}
        showTable={showTable}
      />
    </Tile>
  );
}

function CountriesChart({ globals }: { globals: Globals }) {
  const t = localize(texts, globals);
  return (
    <BarChart
      labelledBy="countries-title"
      series={[{ key: "exhibitors", label: t.countries.series, tone: "brand" }]}
      data={t.countries.names.map((label, index) => ({
        key: `country-${index}`,
        label,
        values: { exhibitors: exhibitorCounts[index] ?? 0 },
      }))}
      categoryHeader={t.countries.category}
      totalHeader={t.countries.total}
      tableCaption={t.countries.caption}
    />
  );
}

function ParcelsChart({ globals }: { globals: Globals }) {
  const t = localize(texts, globals);
  const [onTime = "", late = ""] = t.parcels.series;
  return (
    <TimeChart
      labelledBy="parcels-title"
      kind="columns"
      series={[
        { key: "onTime", label: onTime, tone: "brand" },
        { key: "late", label: late, tone: "warning" },
      ]}
      days={daysFrom(
        "2026-11-01",
        parcelCounts.map(([onTime, late]) => ({ onTime, late })),
      )}
      formatDay={dayFormatter(globals)}
      dayHeader={t.parcels.day}
      tableCaption={t.parcels.caption}
    />
  );
}

const meta = {
  title: "Components/Chart",
  component: BarChart,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "Accessible SVG charts for the dashboards: `BarChart` (horizontal bars, stacked by " +
          "series) and `TimeChart` (stacked columns or lines over days). The drawing is placed " +
          "for the page's direction, never mirrored: bars grow and time runs toward the " +
          "inline end, as the text reads. The drawing is laid out for its container's width, " +
          "measured, so its text is 13 px (the axes 12 px) on a phone as on a wide screen; " +
          "narrower, it has fewer ticks and day labels. Every number is also in a table, read " +
          "by screen readers, and shown on screen and paper with `showTable`.",
      },
    },
  },
  args: { labelledBy: "", series: [], data: [], categoryHeader: "", tableCaption: "" },
  render: (_args, { globals }) => <BoothsChart globals={globals} />,
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three series stacked in each hall's bar, with their legend. */
export const BoothsByHall: Story = {};

/** One series, no legend; each bar ends with its total. Long names wrap onto two lines. */
export const ExhibitorsByCountry: Story = {
  render: (_args, { globals }) => (
    <Tile id="countries-title" title={localize(texts, globals).countries.title}>
      <CountriesChart globals={globals} />
    </Tile>
  ),
};

/** Fourteen days of stacked columns; only every few days is labelled. */
export const ParcelsPerDay: Story = {
  render: (_args, { globals }) => (
    <Tile id="parcels-title" title={localize(texts, globals).parcels.title}>
      <ParcelsChart globals={globals} />
    </Tile>
  ),
};

/** Thirty days as a line; amounts are formatted by the caller (halalas to riyals). */
export const PaymentsPerDay: Story = {
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    const locale = storyLocale(globals);
    return (
      <Tile id="payments-title" title={t.payments.title}>
        <TimeChart
          labelledBy="payments-title"
          kind="line"
          series={[{ key: "paid", label: t.payments.series, tone: "brand" }]}
          days={daysFrom(
            "2026-10-16",
            riyalsPaid.map((riyals) => ({ paid: riyals * 100 })),
          )}
          formatValue={(halalas) => formatSar(halalas, locale)}
          formatDay={dayFormatter(globals)}
          dayHeader={t.payments.day}
          tableCaption={t.payments.caption}
        />
      </Tile>
    );
  },
};

/** Nothing to draw yet: the axes stay, calm, with a single zero tick. */
export const Empty: Story = {
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex flex-col gap-4">
        <Tile id="empty-booths-title" title={t.empty.booths}>
          <BarChart
            labelledBy="empty-booths-title"
            series={boothSeries(t)}
            data={[]}
            categoryHeader={t.booths.category}
            tableCaption={t.booths.caption}
          />
        </Tile>
        <Tile id="empty-payments-title" title={t.empty.payments}>
          <TimeChart
            labelledBy="empty-payments-title"
            kind="line"
            series={[{ key: "paid", label: t.payments.series, tone: "brand" }]}
            days={daysFrom(
              "2026-11-01",
              Array.from({ length: 7 }, () => ({ paid: 0 })),
            )}
            formatDay={dayFormatter(globals)}
            dayHeader={t.payments.day}
            tableCaption={t.payments.caption}
          />
        </Tile>
      </div>
    );
  },
};

/** The table alternative shown under the drawing (on paper too). */
export const WithTable: Story = {
  render: (_args, { globals }) => <BoothsChart globals={globals} showTable />,
};

/**
 * A 390 px phone's tile: the drawings are laid out for its width, their text as large as on a
 * desktop; long names wrap sooner and fewer days are labelled.
 */
export const OnAPhone: Story = {
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex w-[358px] flex-col gap-6 rounded-lg border border-slate-200 bg-white p-3">
        <h2 id="countries-title" className="text-base font-medium text-slate-900">
          {t.countries.title}
        </h2>
        <CountriesChart globals={globals} />
        <h2 id="parcels-title" className="text-base font-medium text-slate-900">
          {t.parcels.title}
        </h2>
        <ParcelsChart globals={globals} />
      </div>
    );
  },
};

/** A wide tile (900 px): the text keeps its size, the plot takes the room. */
export const OnAWideScreen: Story = {
  render: (_args, { globals }) => {
    const t = localize(texts, globals);
    return (
      <div className="flex w-[900px] flex-col gap-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="booths-title" className="text-base font-medium text-slate-900">
          {t.booths.title}
        </h2>
        <BarChart
          labelledBy="booths-title"
          series={boothSeries(t)}
          data={boothData(t)}
          categoryHeader={t.booths.category}
          tableCaption={t.booths.caption}
        />
        <h2 id="parcels-title" className="text-base font-medium text-slate-900">
          {t.parcels.title}
        </h2>
        <ParcelsChart globals={globals} />
      </div>
    );
  },
};
