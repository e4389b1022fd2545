import { envelopeSchema } from "@rawaq/domain/envelope";
import {
  AdminFairRulesSchema,
  EventBreachesSchema,
  type FairRule,
  type FairRules,
  FairRulesSchema,
  HouseRulesSchema,
  RefusedTitleSchema,
} from "@rawaq/domain/fair-rules";
import * as v from "valibot";
import { type Http, type PageParams, call, searchParams, segment as id } from "./http.ts";

// apps/api/src/features/fair-rules: the fair's own rules (issue 32), as a house reads them and as
// the administration sets them, with their breaches and exceptions.

const RefusedTitlesResult = v.object({ refused_titles: v.array(RefusedTitleSchema) });

export function fairRuleCalls({ ky: http }: Http) {
  const admin = (eventId: string, action = "") => `admin/fair-rules/${id(eventId)}${action}`;
  return {
    /** The rules of the caller's house's fair, its breaches and exceptions; null in no fair. */
    getFairRules: () =>
      call(
        http.get("fair-rules"),
        envelopeSchema(v.object({ fair_rules: v.nullable(HouseRulesSchema) })),
      ),

    admin: {
      getFairRules: (eventId: string) =>
        call(http.get(admin(eventId)), envelopeSchema(AdminFairRulesSchema)),
      /** Saves the rules; the message says how many houses now break them (told). */
      saveFairRules: (eventId: string, rules: FairRules) =>
        call(
          http.put(admin(eventId), { json: rules }),
          envelopeSchema(v.object({ rules: FairRulesSchema })),
        ),
      refuseTitle: (
        eventId: string,
        input: { isbn: string; reason_ar: string; reason_en: string },
      ) =>
        call(
          http.post(admin(eventId, "/refused-titles"), { json: input }),
          envelopeSchema(RefusedTitlesResult),
        ),
      admitTitle: (eventId: string, isbn: string) =>
        call(
          http.delete(admin(eventId, `/refused-titles/${id(isbn)}`)),
          envelopeSchema(RefusedTitlesResult),
        ),
      /** The houses with a breach, by name, a page at a time. */
      getRuleBreaches: (eventId: string, page: PageParams = {}) =>
        call(
          http.get(admin(eventId, "/breaches"), { searchParams: searchParams(page) }),
          envelopeSchema(EventBreachesSchema),
        ),
      grantException: (
        eventId: string,
        input: { organization_id: string; rule: FairRule; reason: string },
      ) =>
        call(http.post(admin(eventId, "/exceptions"), { json: input }), envelopeSchema(v.null())),
      withdrawException: (eventId: string, organizationId: string, rule: FairRule) =>
        call(
          http.delete(admin(eventId, `/exceptions/${id(organizationId)}/${id(rule)}`)),
          envelopeSchema(v.null()),
        ),
    },
  };
}
