import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { FloorPlanData, PlanBooth, PlanState } from "@rawaq/domain/participation";
import type { Locale } from "@rawaq/i18n/locales";
import { FloorPlan, type FloorPlanLabels } from "@rawaq/ui/floor-plan";
import type { ReactNode } from "react";
import { formatCount } from "../../lib/format-count.ts";

export const PLAN_STATE_LABELS = {
  available: msg`Available`,
  held: msg`Held`,
  confirmed: msg`Confirmed`,
  blocked: msg({ message: "Blocked", context: "booth" }),
} satisfies Record<PlanState, ReturnType<typeof msg>>;

/** SAR from halalas, Latin digits in both languages. */
export function formatSar(halalas: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "ar" ? "ar-SA" : "en-SA", {
    style: "currency",
    currency: "SAR",
    numberingSystem: "latn",
  }).format(halalas / 100);
}

export function usePlanLabels(): FloorPlanLabels {
  const { i18n, t } = useLingui();
  return {
    plan: t`Floor plan`,
    legend: t`Legend`,
    states: {
      available: i18n._(PLAN_STATE_LABELS.available),
      held: i18n._(PLAN_STATE_LABELS.held),
      confirmed: i18n._(PLAN_STATE_LABELS.confirmed),
      blocked: i18n._(PLAN_STATE_LABELS.blocked),
    },
    mine: t`Your booth`,
  };
}

export interface PlanViewProps {
  plan: FloorPlanData;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Extra cells of the list view, e.g. who holds the booth (admin). */
  extraColumn?: { header: string; cell: (booth: PlanBooth) => ReactNode };
}

/**
 * The event's zones, each as its floor plan and as a list (for screen readers and phones); both
 * show every booth's state, type, area and price, and choosing a booth in either selects it.
 */
export function PlanView({ plan, selectedId, onSelect, extraColumn }: PlanViewProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = usePlanLabels();
  const typeLabel = (type: string) =>
    type === "corner" ? t`Corner` : type === "island" ? t`Island` : t`Standard`;
  const describe = (booth: PlanBooth) =>
    [
      typeLabel(booth.type),
      `${formatCount(booth.area_square_metres, locale)} m²`,
      formatSar(booth.total_halalas, locale),
      labels.states[booth.state],
    ].join(", ");

  return (
    <div className="flex flex-col gap-8">
      {plan.zones.map((zone) => (
        <section key={zone.id} aria-labelledby={`zone-${zone.id}`} className="flex flex-col gap-3">
          <h2 id={`zone-${zone.id}`} className="text-lg font-semibold text-brand-900">
            <bdi>{locale === "ar" ? zone.name_ar : zone.name_en}</bdi>
          </h2>
          <div className="hidden sm:block">
            <FloorPlan
              width={zone.plan_width}
              height={zone.plan_height}
              labels={{
                ...labels,
                plan: t`Floor plan: ${locale === "ar" ? zone.name_ar : zone.name_en}`,
              }}
              selectedId={selectedId}
              onSelect={onSelect}
              booths={zone.booths.map((booth) => ({
                id: booth.id,
                code: booth.code,
                x: booth.x,
                y: booth.y,
                width: booth.width,
                height: booth.height,
                state: booth.state,
                isMine: booth.is_mine,
                description: describe(booth),
              }))}
            />
          </div>
          <details className="group rounded-lg border border-slate-200 sm:open:block" open>
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">
              {t`List of booths`}
            </summary>
            <div className="max-h-96 overflow-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t`Booths of ${locale === "ar" ? zone.name_ar : zone.name_en}`}</caption>
                <thead className="sticky top-0 bg-slate-50 text-start text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-start">{t`Booth`}</th>
                    <th scope="col" className="px-3 py-2 text-start">{t`Type`}</th>
                    <th scope="col" className="px-3 py-2 text-start">{t`Area`}</th>
                    <th scope="col" className="px-3 py-2 text-start">{t`Price`}</th>
                    <th scope="col" className="px-3 py-2 text-start">{t`Status`}</th>
                    {extraColumn ? (
                      <th scope="col" className="px-3 py-2 text-start">
                        {extraColumn.header}
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {zone.booths.map((booth) => (
                    <tr
                      key={booth.id}
                      data-booth={booth.code}
                      data-state={booth.state}
                      aria-selected={booth.id === selectedId}
                      className="border-t border-slate-100 aria-selected:bg-brand-50"
                    >
                      <th scope="row" className="px-3 py-1.5 text-start font-medium">
                        <button
                          type="button"
                          onClick={() => onSelect(booth.id)}
                          className="rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                        >
                          <span dir="ltr">{booth.code}</span>
                        </button>
                      </th>
                      <td className="px-3 py-1.5">{typeLabel(booth.type)}</td>
                      <td className="px-3 py-1.5 tabular-nums">
                        {formatCount(booth.area_square_metres, locale)} m²
                      </td>
                      <td className="px-3 py-1.5 tabular-nums">
                        {formatSar(booth.total_halalas, locale)}
                      </td>
                      <td className="px-3 py-1.5">
                        {labels.states[booth.state]}
                        {booth.is_mine ? ` · ${labels.mine}` : ""}
                      </td>
                      {extraColumn ? (
                        <td className="px-3 py-1.5">{extraColumn.cell(booth)}</td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </section>
      ))}
    </div>
  );
}

/** The booth with this id, wherever it is on the plan. */
export function findBooth(plan: FloorPlanData | undefined, id: string | null) {
  if (!plan || !id) return undefined;
  for (const zone of plan.zones) {
    const booth = zone.booths.find((item) => item.id === id);
    if (booth) return { booth, zone };
  }
  return undefined;
}
