import { csvText, neutralizeFormula } from "@rawaq/domain/sheet-cells";
import { saveBlob } from "../../lib/download.ts";
import type { Tile } from "./dashboard-model.ts";

// The dashboard as a sheet (issue 32): one row per figure — the tile, what it counts, the measure
// and the number — from the same tiles the page draws, in the reader's language. Built in the
// browser: every figure is already here, translated, and the file is the page's.

export type DashboardFormat = "xlsx" | "csv";

/** The sheet's rows after its header: headline figures, then each chart's values. */
export function dashboardRows(tiles: readonly Tile[]): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const tile of tiles) {
    for (const figure of tile.figures) rows.push([tile.title, "", figure.label, figure.amount]);
    if (tile.chart === "bar") {
      for (const datum of tile.data) {
        for (const series of tile.series) {
          rows.push([tile.title, datum.label, series.label, datum.values[series.key] ?? 0]);
        }
      }
    } else if (tile.chart === "time") {
      for (const day of tile.days) {
        for (const series of tile.series) {
          const values: Readonly<Record<string, number>> = day.values;
          rows.push([tile.title, day.date, series.label, values[series.key] ?? 0]);
        }
      }
    } else {
      for (const row of tile.rows) rows.push([tile.title, row.label, tile.valueHeader, row.value]);
    }
  }
  return rows;
}

/** Downloads the dashboard as `fileName`.csv or .xlsx (right to left in Arabic). */
export async function exportDashboard(options: {
  tiles: readonly Tile[];
  headers: readonly [string, string, string, string];
  format: DashboardFormat;
  fileName: string;
  rightToLeft: boolean;
}): Promise<void> {
  const rows = dashboardRows(options.tiles);
  const name = `${options.fileName}.${options.format}`;
  if (options.format === "csv") {
    saveBlob(new Blob([csvText([options.headers, ...rows])], { type: "text/csv" }), name);
    return;
  }
  // Loaded on demand: the sheet writer is only for those who export.
  const { default: writeExcelFile } = await import("write-excel-file/browser");
  const blob = await writeExcelFile(
    [
      options.headers.map((value) => ({ value, type: String, fontWeight: "bold" as const })),
      ...rows.map((row) =>
        row.map((value) =>
          typeof value === "number"
            ? { value, type: Number }
            : { value: neutralizeFormula(value), type: String },
        ),
      ),
    ],
    {
      columns: [{ width: 28 }, { width: 28 }, { width: 24 }, { width: 14 }],
      rightToLeft: options.rightToLeft,
      stickyRowsCount: 1,
    },
  ).toBlob();
  saveBlob(blob, name);
}
