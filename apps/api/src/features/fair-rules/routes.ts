import { Hono } from "hono";
import { requireMembership, requireUser } from "../../core/access.ts";
import {
  exceptionsByHouse,
  findBreaches,
  houseFair,
  houseParcelAllowance,
  loadFairRules,
  withExceptions,
} from "../../core/fair-rules.ts";
import type { AppEnv } from "../../http/context.ts";
import { listRefusedTitles } from "./service.ts";

/**
 * `/api/fair-rules`: the rules of the caller's house's fair (the earliest approved one not yet
 * over), what the house breaks and what it was excepted from; null when it takes part in none.
 */
export const fairRuleRoutes = new Hono<AppEnv>()
  .use(requireUser, requireMembership)
  .get("/", async (c) => {
    const house = c.var.membership.organization.id;
    const fair = await houseFair(c.var.db, house, c.var.clock.now());
    if (!fair) return c.json({ data: { fair_rules: null } });
    const rules = await loadFairRules(c.var.db, fair.id);
    const [breaches, exceptions, allowance, refused] = await Promise.all([
      findBreaches(c.var.db, fair, rules, c.var.locale, { organizationIds: [house] }),
      exceptionsByHouse(c.var.db, fair.id, [house]),
      houseParcelAllowance(c.var.db, fair, rules, house),
      rules.refused_titles.enabled ? listRefusedTitles(c.var.db, fair.id) : Promise.resolve([]),
    ]);
    const granted = exceptions.get(house) ?? [];
    return c.json({
      data: {
        fair_rules: {
          event: {
            id: fair.id,
            name: { ar: fair.nameAr, en: fair.nameEn },
            starts_on: fair.startsOn,
          },
          rules,
          parcel_allowance: allowance,
          breaches: withExceptions(breaches.get(house) ?? [], granted),
          exceptions: granted,
          refused: refused.map((title) => ({
            isbn: title.isbn,
            reason: c.var.locale === "ar" ? title.reason_ar : title.reason_en,
          })),
        },
      },
    });
  });
