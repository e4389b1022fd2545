import { BOOTH_SHEET_MAX_BYTES } from "@rawaq/domain/limits";
import { PageQuerySchema, pageMeta } from "@rawaq/domain/pagination";
import { readWholeNumber } from "@rawaq/domain/numbers";
import {
  BoothLayoutInputSchema,
  EventInputSchema,
  ZoneInputSchema,
} from "@rawaq/domain/participation";
import { IdSchema } from "@rawaq/domain/validation";
import { Hono } from "hono";
import * as v from "valibot";
import { requireAdmin, requireUser } from "../../core/access.ts";
import { findEvent, toEvent } from "../../core/fair-events.ts";
import { missingColumns, sheetProblem } from "../../core/sheet-imports.ts";
import { throttleUploads } from "../../core/throttle.ts";
import type { AppEnv } from "../../http/context.ts";
import { pathParams } from "../../http/params.ts";
import { notFound } from "../../http/respond.ts";
import { invalid, readMultipart, readQuery, validateJson } from "../../http/validate.ts";
import { readSpreadsheet } from "../../lib/spreadsheet.ts";
import { readBoothSheet } from "./booth-sheet.ts";
import {
  createEvent,
  createZone,
  findZone,
  layoutErrors,
  listEvents,
  listZones,
  saveLayout,
  toZone,
  updateEvent,
  updateZone,
  boothInput,
  zoneBooths,
} from "./queries.ts";
import { eventMessages } from "./messages.ts";

const eventParams = pathParams({ eventId: IdSchema });
const zoneParams = pathParams({ zoneId: IdSchema });

/** `/api/events`: the fairs, for everyone signed in (exhibitors choose one to request). */
export const eventRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const page = v.parse(PageQuerySchema, readQuery(c));
    const { rows, total } = await listEvents(c.var.db, page);
    const now = c.var.clock.now();
    return c.json({
      data: { events: rows.map((row) => toEvent(row, now)), meta: pageMeta(page, total) },
    });
  })
  .get("/:eventId", eventParams, async (c) => {
    const row = await findEvent(c.var.db, c.req.valid("param").eventId);
    if (!row) return notFound(c);
    const zones = await listZones(c.var.db, row.id);
    return c.json({ data: { event: toEvent(row, c.var.clock.now()), zones: zones.map(toZone) } });
  });

/** `/api/admin/events`: the fair's set-up — events, zones, and each zone's floor plan. */
export const adminEventRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .post("/", validateJson(EventInputSchema), async (c) => {
    const row = await createEvent(c.var.db, c.req.valid("json"));
    return c.json(
      {
        data: { event: toEvent(row, c.var.clock.now()) },
        message: c.var.i18n._(eventMessages.eventSaved),
      },
      201,
    );
  })
  .put("/:eventId", eventParams, validateJson(EventInputSchema), async (c) => {
    const row = await updateEvent(c.var.db, c.req.valid("param").eventId, c.req.valid("json"));
    if (!row) return notFound(c);
    // Its dates gate what the plan allows: open plans (and the plan cache) read it again.
    c.var.planChanges.publish(row.id, "layout");
    return c.json({
      data: { event: toEvent(row, c.var.clock.now()) },
      message: c.var.i18n._(eventMessages.eventSaved),
    });
  })
  .post("/:eventId/zones", eventParams, validateJson(ZoneInputSchema), async (c) => {
    const { eventId } = c.req.valid("param");
    if (!(await findEvent(c.var.db, eventId))) return notFound(c);
    const row = await createZone(c.var.db, eventId, c.req.valid("json"));
    if (row === "duplicate") return invalid(c, { code: ["duplicate"] });
    // A new hall is part of the plan: open plans (and the plan cache) take it in.
    c.var.planChanges.publish(eventId, "layout");
    return c.json(
      { data: { zone: toZone(row) }, message: c.var.i18n._(eventMessages.zoneSaved) },
      201,
    );
  })
  .put("/zones/:zoneId", zoneParams, validateJson(ZoneInputSchema), async (c) => {
    const row = await updateZone(c.var.db, c.req.valid("param").zoneId, c.req.valid("json"));
    if (!row) return notFound(c);
    if (row === "duplicate") return invalid(c, { code: ["duplicate"] });
    c.var.planChanges.publish(row.eventId, "layout");
    return c.json({
      data: { zone: toZone(row) },
      message: c.var.i18n._(eventMessages.zoneSaved),
    });
  })
  /** The floor-plan editor saves a zone's whole layout at once. */
  .put("/zones/:zoneId/booths", zoneParams, validateJson(BoothLayoutInputSchema), async (c) => {
    const zone = await findZone(c.var.db, c.req.valid("param").zoneId);
    if (!zone) return notFound(c);
    const { booths } = c.req.valid("json");
    const errors = layoutErrors(zone, booths);
    if (Object.keys(errors).length > 0) return invalid(c, errors);
    const result = await saveLayout(c.var.db, zone.id, booths, c.var.clock.now());
    if (result.outcome === "in_use") {
      return c.json(
        {
          message: c.var.i18n._({
            ...eventMessages.boothInUse,
            values: { code: result.code },
          }),
        },
        409,
      );
    }
    c.var.planChanges.publish(zone.eventId, "layout");
    return c.json({
      data: { count: result.count },
      message: c.var.i18n._(eventMessages.layoutSaved),
    });
  })
  /** Adds the booths of a csv or xlsx sheet to a zone, all or nothing. */
  .post("/zones/:zoneId/booths/import", zoneParams, throttleUploads, async (c) => {
    const zone = await findZone(c.var.db, c.req.valid("param").zoneId);
    if (!zone) return notFound(c);
    const form = await readMultipart(c);
    if (form instanceof Response) return form;
    const file = form.files.file;
    if (!file) return invalid(c, { file: ["required"] });
    if (file.size > BOOTH_SHEET_MAX_BYTES) return invalid(c, { file: ["booth_sheet_too_large"] });
    const sheet = await readSpreadsheet(new Uint8Array(await file.arrayBuffer()));
    if ("problem" in sheet) return sheetProblem(c, sheet.problem, sheet.detail);
    const read = readBoothSheet(sheet);
    if (read.outcome === "missing_columns") {
      return missingColumns(c, read.columns);
    }
    if (read.outcome === "invalid") return invalid(c, read.errors);
    const existing = await zoneBooths(c.var.db, zone.id);
    const layout = [...existing.map(boothInput), ...read.booths];
    const errors = layoutErrors(zone, layout);
    if (Object.keys(errors).length > 0) {
      // Said against the sheet's rows: layout index → the row its booth came from.
      const byRow = Object.fromEntries(
        Object.entries(errors).map(([key, codes]) => {
          const [, index = "", field] = key.split(".");
          return [`rows.${read.lines[readWholeNumber(index)! - existing.length]}.${field}`, codes];
        }),
      );
      return invalid(c, byRow);
    }
    await saveLayout(c.var.db, zone.id, layout, c.var.clock.now());
    c.var.planChanges.publish(zone.eventId, "layout");
    return c.json(
      {
        data: { count: read.booths.length },
        message: c.var.i18n._({
          ...eventMessages.boothsImported,
          values: { count: read.booths.length },
        }),
      },
      201,
    );
  });
