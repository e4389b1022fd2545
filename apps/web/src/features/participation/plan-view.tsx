import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { FloorPlanData, PlanBooth, PlanState } from "@rawaq/domain/participation";
import type { Locale } from "@rawaq/i18n/locales";
import { isolate } from "@rawaq/i18n/text";
import { FloorPlan, type FloorPlanLabels } from "@rawaq/ui/floor-plan";
import type { ReactNode } from "react";
import { useFormatArea } from "../../lib/area.ts";
import { formatSar } from "@rawaq/domain/money";

export const PLAN_STATE_LABELS = {
  available: msg({ message: "Available", context: "booth" }),
  held: msg({ message: "Held", context: "booth" }),
  confirmed: msg({ message: "Confirmed", context: "booth" }),
  blocked: msg({ message: "Blocked", context: "booth" }),
} satisfies Record<PlanState, ReturnType<typeof msg>>;

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
  const formatArea = useFormatArea();
  const locale = i18n.locale as Locale;
  const labels = usePlanLabels();
  const typeLabel = (type: string) =>
    type === "corner" ? t`Corner` : type === "island" ? t`Island` : t`Standard`;
  // What a screen reader hears for a booth on the plan: one sentence of the catalog.
  const describe = (booth: PlanBooth) => {
    const code = isolate(booth.code);
    const type = typeLabel(booth.type);
    const area = formatArea(booth.area_square_metres);
    const price = formatSar(booth.total_halalas, locale);
    const state = labels.states[booth.state];
    return booth.is_mine
      ? t`${code}: ${type}, ${area}, ${price}, ${state}, your booth`
      : t`${code}: ${type}, ${area}, ${price}, ${state}`;
  };

  return (
    <div className="flex flex-col gap-8">
      {plan.zones.map((zone) => (
        <section key={zone.id} aria-labelledby={`zone-${zone.id}`} className="flex flex-col gap-3">
          <h2 id={`zone-${zone.id}`} className="text-lg font-semibold text-brand-900">
            <bdi>{localized(zone.name, locale)}</bdi>
          </h2>
          <div className="hidden sm:block">
            <FloorPlan
              width={zone.plan_width}
              height={zone.plan_height}
              labels={{
                ...labels,
                plan: t`Floor plan: ${localized(zone.name, locale)}`,
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
                label: describe(booth),
              }))}
            />
          </div>
          <details className="group rounded-lg border border-slate-200 sm:open:block" open>
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">
              {t`List of booths`}
            </summary>
            <div className="max-h-96 overflow-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t`Booths of ${localized(zone.name, locale)}`}</caption>
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
                      <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
                        {formatArea(booth.area_square_metres)}
                      </td>
                      <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
                        {formatSar(booth.total_halalas, locale)}
                      </td>
                      <td className="px-3 py-1.5">
                        {labels.states[booth.state]}
                        {booth.is_mine ? (
                          <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
                            {labels.mine}
                          </span>
                        ) : null}
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
