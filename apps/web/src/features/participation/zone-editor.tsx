import { Trans, useLingui } from "@lingui/react/macro";
import { localized } from "@rawaq/domain/bilingual";
import { halalasToSar, sarToHalalas } from "@rawaq/domain/money";
import { readWholeNumber } from "@rawaq/domain/numbers";
import type { BoothInput, PlanBooth, Zone } from "@rawaq/domain/participation";
import type { Locale } from "@rawaq/i18n/locales";
import { Alert } from "@rawaq/ui/alert";
import { Button } from "@rawaq/ui/button";
import {
  type FloorPlanBooth,
  FloorPlanEditor,
  useFloorPlanHistory,
} from "@rawaq/ui/floor-plan-editor";
import { Select } from "@rawaq/ui/select";
import { TextField } from "@rawaq/ui/text-field";
import { useRef, useState } from "react";
import { SHEET_ACCEPT } from "../../components/sheet-import.tsx";
import { serverFailure } from "../../lib/api-failure.ts";
import { participationApi } from "../../lib/api.ts";
import { usePlanLabels } from "./plan-view.tsx";

/** What the editor keeps per booth beside its place on the plan. */
type Details = Pick<BoothInput, "type" | "area_square_metres" | "price_mode" | "price_halalas">;
type EditorBooth = FloorPlanBooth & { details: Details; isNew?: boolean };

const NEW_BOOTH: Details = {
  type: "standard",
  area_square_metres: 9,
  price_mode: "per_square_metre",
  price_halalas: 50_000,
};

function fromPlan(booth: PlanBooth): EditorBooth {
  return {
    id: booth.id,
    code: booth.code,
    x: booth.x,
    y: booth.y,
    width: booth.width,
    height: booth.height,
    // The editor shows what the admin sets: blocked or free (holds are on the live plan).
    state: booth.status === "blocked" ? "blocked" : "available",
    details: {
      type: booth.type,
      area_square_metres: booth.area_square_metres,
      price_mode: booth.price_mode,
      price_halalas: booth.price_halalas,
    },
  };
}

/** The first free spot for a w×h booth, scanning rows from the top. */
function freeSpot(booths: FloorPlanBooth[], zone: Zone, width: number, height: number) {
  for (let y = 0; y + height <= zone.plan_height; y += 1) {
    for (let x = 0; x + width <= zone.plan_width; x += 1) {
      const clash = booths.some(
        (b) => x < b.x + b.width && b.x < x + width && y < b.y + b.height && b.y < y + height,
      );
      if (!clash) return { x, y };
    }
  }
  return { x: 0, y: 0 };
}

/**
 * A zone's floor-plan editor: add, move, resize, number and block booths with the mouse or the
 * keyboard, undo, then save the whole layout; or import booths from a spreadsheet (xlsx or csv).
 */
export function ZoneEditor({
  zone,
  booths,
  onSaved,
}: {
  zone: Zone & { booths: PlanBooth[] };
  booths: PlanBooth[];
  /** After a save or an import: the parent refetches and shows the message. */
  onSaved: (message: string) => void;
}) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const labels = usePlanLabels();
  const history = useFloorPlanHistory(booths.map(fromPlan));
  const editorBooths = history.booths;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "danger"; text: string } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [priceDraft, setPriceDraft] = useState<{ id: string; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const selected = editorBooths.find((booth) => booth.id === selectedId);
  const zoneName = localized(zone.name, locale);

  function update(id: string, change: Partial<EditorBooth>) {
    history.set(editorBooths.map((booth) => (booth.id === id ? { ...booth, ...change } : booth)));
  }

  function handleAdd() {
    const spot = freeSpot(editorBooths, zone, 3, 3);
    const numbers = editorBooths.map(
      (booth) => readWholeNumber(/(\d+)$/.exec(booth.code)?.[1] ?? "0") ?? 0,
    );
    const next = Math.max(0, ...numbers) + 1;
    const id = `new-${crypto.randomUUID()}`;
    const booth: EditorBooth = {
      id,
      code: `${zone.code}-${String(next).padStart(2, "0")}`,
      ...spot,
      width: 3,
      height: 3,
      state: "available",
      details: NEW_BOOTH,
      isNew: true,
    };
    history.set([...editorBooths, booth]);
    setSelectedId(id);
  }

  async function handleSave() {
    setIsSaving(true);
    setNotice(null);
    try {
      const answer = await participationApi.admin.saveLayout(
        zone.id,
        editorBooths.map((booth) => ({
          ...(booth.isNew || booth.id.startsWith("new-") ? {} : { id: booth.id }),
          code: booth.code,
          x: booth.x,
          y: booth.y,
          width: booth.width,
          height: booth.height,
          status: booth.state === "blocked" ? "blocked" : "available",
          ...(booth.details ?? NEW_BOOTH),
        })),
      );
      onSaved(answer.message ?? "");
    } catch (error) {
      const failure = serverFailure(error, i18n);
      const first = Object.values(failure.errors)[0]?.[0];
      setNotice({ tone: "danger", text: first ?? failure.message });
    } finally {
      setIsSaving(false);
    }
  }

  async function handleImport(file: File) {
    setNotice(null);
    try {
      const answer = await participationApi.admin.importBooths(zone.id, file);
      onSaved(answer.message ?? "");
    } catch (error) {
      const failure = serverFailure(error, i18n);
      const first = Object.values(failure.errors)[0]?.[0];
      setNotice({ tone: "danger", text: first ?? failure.message });
    }
  }

  return (
    <section
      aria-labelledby={`zone-${zone.id}`}
      data-zone={zone.code}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={`zone-${zone.id}`} className="text-lg font-semibold text-brand-900">
        <bdi>{zoneName}</bdi> <span dir="ltr">({zone.code})</span>
      </h2>
      <FloorPlanEditor
        width={zone.plan_width}
        height={zone.plan_height}
        booths={editorBooths}
        labels={{
          ...labels,
          plan: t`Floor plan: ${zoneName}`,
          add: t`Add a booth`,
          block: t`Block the booth`,
          remove: t`Remove the booth`,
          undo: t`Undo`,
          editHelp: t`Drag to move, drag the corner to resize. With a booth selected: arrows move it, Shift and arrows resize it, B blocks or frees it, Delete removes it, Escape lets it go.`,
        }}
        selectedId={selectedId}
        onSelect={setSelectedId}
        onChange={history.set}
        onAdd={handleAdd}
        onUndo={history.undo}
        canUndo={history.canUndo}
      />
      {selected ? (
        <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-5">
          <legend className="px-1 text-sm font-medium">
            <Trans>Selected booth</Trans>
          </legend>
          <TextField
            label={t`Booth number`}
            dir="ltr"
            value={selected.code}
            onChange={(event) => update(selected.id, { code: event.currentTarget.value })}
          />
          <Select
            label={t`Booth type`}
            value={selected.details.type}
            onValueChange={(value) =>
              update(selected.id, { details: { ...selected.details, type: value as "standard" } })
            }
            options={[
              { value: "standard", label: t`Standard` },
              { value: "corner", label: t`Corner` },
              { value: "island", label: t`Island` },
            ]}
          />
          <TextField
            label={t`Area (m²)`}
            inputMode="numeric"
            normalizeDigits
            value={String(selected.details.area_square_metres)}
            onChange={(event) =>
              update(selected.id, {
                details: {
                  ...selected.details,
                  // What is not a whole number yet leaves the area as it was.
                  area_square_metres:
                    readWholeNumber(event.currentTarget.value) ??
                    selected.details.area_square_metres,
                },
              })
            }
          />
          <Select
            label={t`Pricing`}
            value={selected.details.price_mode}
            onValueChange={(value) =>
              update(selected.id, {
                details: { ...selected.details, price_mode: value as "fixed" },
              })
            }
            options={[
              { value: "per_square_metre", label: t`Per m²` },
              { value: "fixed", label: t`Fixed price` },
            ]}
          />
          <TextField
            label={t`Price (SAR)`}
            inputMode="decimal"
            normalizeDigits
            // The typed text stays as typed ("12.", "12.5") while the field has focus; the
            // price changes whenever it reads as riyals.
            value={
              priceDraft?.id === selected.id
                ? priceDraft.text
                : halalasToSar(selected.details.price_halalas)
            }
            onChange={(event) => {
              const text = event.currentTarget.value;
              setPriceDraft({ id: selected.id, text });
              update(selected.id, {
                details: {
                  ...selected.details,
                  price_halalas: sarToHalalas(text) ?? selected.details.price_halalas,
                },
              });
            }}
            onBlur={() => setPriceDraft(null)}
          />
        </fieldset>
      ) : null}
      <div aria-live="polite">
        {notice ? <Alert variant={notice.tone}>{notice.text}</Alert> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button isLoading={isSaving} onClick={() => void handleSave()}>
          <Trans>Save the floor plan</Trans>
        </Button>
        {/* The browser's own file button speaks the browser's language, not the page's: it is
            hidden, and the kit's button opens it. */}
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          <Trans>Import booths (xlsx, csv)</Trans>
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={SHEET_ACCEPT.join(",")}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void handleImport(file);
            event.currentTarget.value = "";
          }}
        />
      </div>
    </section>
  );
}
