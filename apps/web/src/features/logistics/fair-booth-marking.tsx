import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import type { FairBooth } from "@rawaq/domain/logistics";
import { ListOf } from "../../components/list-of.tsx";

/**
 * The hall/booth marking of a label sent to the booth: each hall on its own line with its booth
 * codes («القاعة الرئيسية · A-14»). A code never breaks at its hyphen, nor leaves its hall's line
 * alone. Nothing while no booth is confirmed (`null`).
 */
export function FairBoothMarking({ booths }: { booths: readonly FairBooth[] }) {
  const { i18n } = useLingui();
  if (booths.length === 0) return null;
  const byZone = new Map<string, string[]>();
  for (const booth of booths) {
    const zone = localized(booth.zone_name, i18n.locale);
    byZone.set(zone, [...(byZone.get(zone) ?? []), booth.booth_code]);
  }
  return [...byZone].map(([zone, codes]) => {
    const list = (
      <ListOf
        items={codes.map((code) => (
          <bdi key={code} dir="ltr" data-slot="booth-code" className="whitespace-nowrap">
            {code}
          </bdi>
        ))}
      />
    );
    return (
      <span key={zone} data-slot="hall-marking" className="block">
        {/* A no-break space keeps the dot with the codes: a line ends inside the hall's name. */}
        <Trans>
          <bdi>{zone}</bdi> ·{"\u00a0"}
          {list}
        </Trans>
      </span>
    );
  });
}
