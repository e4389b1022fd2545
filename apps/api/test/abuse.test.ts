import { MAX_PAGE_SIZE } from "@rawaq/domain/pagination";
import { type SQL, is, sql } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import { randomUUID } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import {
  BOOK_LIST_BODY_LIMIT_BYTES,
  JSON_BODY_LIMIT_BYTES,
  UPLOAD_BODY_LIMIT_BYTES,
} from "../src/app.ts";
import * as schema from "../src/db/schema/index.ts";
import { type TestUser, addApprovedBooks } from "./fixtures.ts";
import { approvedExhibitor } from "./participation-fixtures.ts";
import { securityHeaderProblems } from "./security-headers.ts";
import {
  type Call,
  type Check,
  type Persona,
  type Sample,
  WALK_TIMEOUT_MS,
  mapTexts,
  routeWalk,
} from "./route-walk.ts";

// The abuse suite (issue 14, docs/decisions/060-…): what an attacker sends, walked over every
// route the app has with the walker of the boundary rules (test/route-walk.ts). Each rule lives
// once in the shared layer; this file proves every route goes through it.

const walk = routeWalk();

/**
 * The manager of another approved organization, with a request for the same fair and an
 * approved book (so its logistics are open, and a call reaches the ids it names).
 */
let outsider: { user: TestUser; organizationId: string };
beforeAll(async () => {
  const { user, organizationId } = await approvedExhibitor(walk.api, walk.eventId);
  outsider = { user, organizationId };
  await addApprovedBooks(walk.api, { user, admin: walk.admin }, organizationId, [990_001]);
});

/** Whom the sample is for; public routes are walked as the exhibitor. */
const personaOf = (sample: Sample): Persona => (sample.for === "admin" ? "admin" : "exhibitor");

/** The routes that take a body, with their samples. */
function bodyRoutes() {
  return walk
    .routes()
    .map((route) => ({ route, sample: walk.samples()[route]!() }))
    .filter(({ sample }) => sample.json !== undefined || sample.form !== undefined);
}

/** Every string of a sample's body: the ids it names among them. */
function bodyTexts(sample: Sample): string[] {
  const texts: string[] = [];
  mapTexts(sample.json, (text) => (texts.push(text), text), "json");
  for (const value of Object.values(sample.form ?? {})) {
    if (typeof value === "string") texts.push(value);
  }
  return texts;
}

async function messageOf(response: Response): Promise<string | undefined> {
  return (await answerOf(response)).message;
}

/** An answer's status, message and field errors, which tell a client what a call found. */
async function answerOf(response: Response): Promise<{ message?: string; errors?: unknown }> {
  const text = await response.text();
  try {
    const { message, errors } = JSON.parse(text) as { message?: string; errors?: unknown };
    return { message, errors };
  } catch {
    return {};
  }
}

/** A check that wants `status` and, when given, this message. */
const answers =
  (status: number, message?: string): Check =>
  async (response) => {
    const said = await messageOf(response);
    if (response.status === status && (message === undefined || said === message)) return;
    return `${response.status} ${said ?? ""}`;
  };

test(
  "another organization's manager finds nothing of this one on any route",
  async () => {
    const own = new Set(walk.organizationRows());
    const calls = walk.routes().flatMap((route) => {
      const sample = walk.samples()[route]!();
      if (sample.for !== "exhibitor") return [];
      const inPath = Object.values(sample.params ?? {}).filter((value) => own.has(value));
      const inBody = bodyTexts(sample).some((text) => own.has(text));
      const variants: Partial<Call>[] = [];
      if (inPath.length > 0 || inBody) variants.push({ changed: "this organization's call" });
      // Their own organization in the path, this one's rows in the rest of the call.
      if (sample.params?.id === walk.organizationId && (inPath.length > 1 || inBody)) {
        variants.push({
          changed: "their organization, this one's rows",
          params: { id: outsider.organizationId },
        });
      }
      return variants.map((variant) => {
        const call = { ...variant, route, as: "exhibitor" as const, user: outsider.user };
        // A row of this organization in the path is not found; in the body it is answered as an
        // id that names nothing is (a field error): either way the caller cannot tell the two.
        const isInPath = Object.values({ ...sample.params, ...call.params }).some((value) =>
          own.has(value),
        );
        if (isInPath) return { ...call, check: answers(404, "Not found.") };
        const check: Check = async (response) => {
          const found = { status: response.status, ...(await answerOf(response)) };
          const ghost = randomUUID();
          const nothing = await walk.send({
            ...call,
            texts: (text) => (own.has(text) ? ghost : text),
          });
          const expected = { status: nothing.status, ...(await answerOf(nothing)) };
          if (found.status >= 200 && found.status < 300) return `${found.status}`;
          if (JSON.stringify(found) === JSON.stringify(expected)) return;
          return `${JSON.stringify(found)}, for an id naming nothing ${JSON.stringify(expected)}`;
        };
        return { ...call, check };
      });
    });
    expect(calls.length).toBeGreaterThan(50);
    await walk.expectAnswers(calls);
  },
  WALK_TIMEOUT_MS,
);

describe("a body that names a prototype is refused whole", () => {
  const POLLUTED = '{"polluted": "yes"}';
  const JSON_VARIANTS: [string, string, string][] = [
    ["__proto__ at the top", `"__proto__": ${POLLUTED}`, "__proto__"],
    ["constructor.prototype", `"constructor": {"prototype": ${POLLUTED}}`, "constructor"],
    ["__proto__ nested", `"nested": {"deeper": [{"__proto__": ${POLLUTED}}]}`, "__proto__"],
    ["prototype nested", `"nested": {"prototype": ${POLLUTED}}`, "prototype"],
    // What the normaliser removes cannot hide one, nor can JSON's escapes.
    ["__proto__ with a zero-width space", `"__pro\\u200bto__": ${POLLUTED}`, "__proto__"],
    ["__proto__ escaped", `"\\u005f\\u005fproto\\u005f\\u005f": ${POLLUTED}`, "__proto__"],
  ];
  const FORM_VARIANTS = ["__proto__", "constructor", "prototype", "__pro\u200bto__"];
  const refusal = (name: string) => `The request names a field that is never accepted: ${name}.`;

  /** The sample's JSON body with these members written first, as raw JSON text. */
  function jsonWith(json: unknown, members: string): string {
    const text = JSON.stringify(json);
    return text === "{}" ? `{${members}}` : `{${members},${text.slice(1)}`;
  }

  test(
    "on every route that reads one: 400, said in the request's language",
    async () => {
      // A route that refuses the call before reading its body (404, 409) may refuse it the same
      // way whatever the body holds; every other route reads it, and must refuse it.
      const before = new Map<string, number>();
      for (const { route, sample } of bodyRoutes()) {
        const response = await walk.send({ route, as: personaOf(sample) });
        await response.body?.cancel();
        before.set(route, response.status);
      }
      const reached = new Set<string>();
      const refused =
        (route: string, status: number, message: string): Check =>
        async (response, call) => {
          const clean = before.get(route)!;
          const stopsEarly = clean >= 400 && clean !== 400 && clean !== 413 && clean !== 422;
          if (stopsEarly && response.status === clean) return void (await response.body?.cancel());
          reached.add(call.route);
          return answers(status, message)(response, call);
        };
      const calls = bodyRoutes().flatMap(({ route, sample }): (Call & { check: Check })[] => {
        const as = personaOf(sample);
        if (sample.form) {
          return FORM_VARIANTS.map((name) => ({
            route,
            as,
            changed: `form field ${JSON.stringify(name)}`,
            fields: { [name]: "yes" },
            check: refused(route, 400, refusal(name.replace("\u200b", ""))),
          }));
        }
        const variants = JSON_VARIANTS.map(([changed, members, name]) => ({
          route,
          as,
          changed,
          body: { contentType: "application/json", content: jsonWith(sample.json, members) },
          check: refused(route, 400, refusal(name)),
        }));
        return [
          ...variants,
          {
            ...variants[0]!,
            changed: "__proto__, in Arabic",
            locale: "ar" as const,
            check: refused(route, 400, "يتضمن الطلب حقلًا لا يُقبل أبدًا: \u2068__proto__\u2069."),
          },
        ];
      });
      expect(calls.length).toBeGreaterThan(300);
      await walk.expectAnswers(calls);
      // With this walk's rows most routes get as far as their body; a few refuse before it
      // (a decision already made, data closed until the books are approved).
      expect(reached.size).toBeGreaterThan((before.size * 2) / 3);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    WALK_TIMEOUT_MS,
  );
});

describe("a body over its route's limit answers 413", () => {
  // The book lists (and their logistics data) are the large uploads; every other form carries
  // an image or a document (app.ts).
  const LIST_UPLOADS = new Set([
    "POST /api/organizations/:id/book-imports",
    "POST /api/organizations/:id/logistics-imports",
  ]);
  const TOO_LARGE = { en: "The request is too large.", ar: "حجم الطلب أكبر من المسموح." };

  function oversizedJson() {
    const padding = JSON_BODY_LIMIT_BYTES - '{"padding":""}'.length + 1;
    return `{"padding":"${"a".repeat(padding)}"}`;
  }

  function oversizedForm(limit: number): FormData {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(limit)], "big.png", { type: "image/png" }));
    return form;
  }

  test(
    "a JSON body, sent in chunks or with its length declared, on every route that takes one",
    async () => {
      const json = oversizedJson();
      expect(new TextEncoder().encode(json).byteLength).toBe(JSON_BODY_LIMIT_BYTES + 1);
      const calls = walk
        .routes()
        .filter((route) => !route.startsWith("GET "))
        .flatMap((route) => {
          const as = personaOf(walk.samples()[route]!());
          const chunked = { contentType: "application/json", content: json };
          return [
            { route, as, changed: "chunked", body: chunked, check: answers(413, TOO_LARGE.en) },
            {
              route,
              as,
              changed: "declared length",
              body: { ...chunked, headers: { "Content-Length": String(json.length) } },
              check: answers(413, TOO_LARGE.en),
            },
            {
              route,
              as,
              changed: "chunked, in Arabic",
              locale: "ar" as const,
              body: chunked,
              check: answers(413, TOO_LARGE.ar),
            },
          ];
        });
      await walk.expectAnswers(calls);
    },
    WALK_TIMEOUT_MS,
  );

  test(
    "a form over its route's upload limit",
    async () => {
      const calls = bodyRoutes()
        .filter(({ sample }) => sample.form !== undefined)
        .map(({ route, sample }) => {
          const limit = LIST_UPLOADS.has(route)
            ? BOOK_LIST_BODY_LIMIT_BYTES
            : UPLOAD_BODY_LIMIT_BYTES;
          // FormData's envelope alone takes the body over the limit.
          const body = oversizedForm(limit);
          return {
            route,
            as: personaOf(sample),
            changed: `${limit} bytes of file`,
            body: { contentType: "", content: body },
            check: answers(413, TOO_LARGE.en),
          };
        });
      expect(calls.length).toBeGreaterThan(8);
      await walk.expectAnswers(calls);
    },
    WALK_TIMEOUT_MS,
  );
});

describe("fields a client may not set are ignored or refused, never stored", () => {
  const FORGED_ID = "00000000-0000-4000-8000-00000000beef";
  const FORGED_TIME = "2000-01-01T00:00:00.000Z";
  // What only the administration or the system may give a row.
  const PRIVILEGED = [
    "approved",
    "rejected",
    "paid",
    "confirmed",
    "in_transit",
    "delivered",
    "blocked",
    "admin",
  ];

  /** The forged fields, as a careless handler could read them: snake_case and camelCase. */
  function forgeries(): [string, Record<string, unknown>][] {
    const stranger = outsider.user.id;
    const organization = outsider.organizationId;
    return [
      [
        "status approved, role admin (snake_case)",
        {
          id: FORGED_ID,
          status: "approved",
          role: "admin",
          organization_id: organization,
          user_id: stranger,
          owner_id: stranger,
          created_at: FORGED_TIME,
          is_admin: true,
        },
      ],
      [
        "status paid, role admin (camelCase)",
        {
          id: FORGED_ID,
          status: "paid",
          role: "admin",
          organizationId: organization,
          userId: stranger,
          ownerUserId: stranger,
          createdAt: FORGED_TIME,
          isDisabled: false,
        },
      ],
      ["status confirmed", { status: "confirmed", organization_id: organization }],
    ];
  }

  /**
   * What a forged field would leave behind, counted across every table of the schema: rows with
   * the forged id, or naming the other organization or its manager; rows created at the forged
   * time; rows with a status or role only the administration gives.
   */
  function traces(): SQL {
    const strangers = [FORGED_ID, outsider.user.id, outsider.organizationId];
    const counts: SQL[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      const { name, columns } = getTableConfig(table);
      for (const column of columns) {
        const at = `${name}.${column.name}`;
        const privileged = (column.enumValues ?? []).filter((value) => PRIVILEGED.includes(value));
        let where: SQL | undefined;
        if (column.columnType === "PgUUID") {
          where = sql`${column} in (${sql.join(
            strangers.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`;
        } else if (column.name === "created_at") {
          where = sql`${column} < '2001-01-01'`;
        } else if (privileged.length > 0) {
          where = sql`${column} in (${sql.join(
            privileged.map((value) => sql`${value}`),
            sql`, `,
          )})`;
        }
        if (where) {
          counts.push(
            sql`select ${at}::text as at, count(*)::int as n from ${table} where ${where}`,
          );
        }
      }
    }
    return sql.join(counts, sql` union all `);
  }

  async function countTraces(query: SQL): Promise<Map<string, number>> {
    const result = (await walk.api.db.execute(query)) as unknown as {
      rows: { at: string; n: number }[];
    };
    return new Map(result.rows.map((row) => [row.at, Number(row.n)]));
  }

  test(
    "on every route that takes a body: never 500, and no row of an exhibitor's call bears them",
    async () => {
      const query = traces();
      let before = await countTraces(query);
      /** After an exhibitor's or a visitor's call: the traces it left, if any. */
      const leftNoTraces: Check = async (response) => {
        if (response.status >= 500) return String(response.status);
        const after = await countTraces(query);
        // Only more: a legitimate transition may move a row out of a privileged status (a
        // rejected invoice's new receipt), never into one.
        const changed = [...after].filter(([at, n]) => n > (before.get(at) ?? 0));
        before = after;
        if (changed.length === 0) return;
        return `${response.status}, left ${changed.map(([at, n]) => `${at}=${n}`).join(", ")}`;
      };
      const calls = bodyRoutes().flatMap(({ route, sample }) => {
        const present = new Set([
          ...Object.keys((sample.json as Record<string, unknown>) ?? {}),
          ...Object.keys(sample.form ?? {}),
        ]);
        return forgeries().map(([changed, forged]) => ({
          route,
          as: personaOf(sample),
          changed,
          // A field the route takes is the route's to judge (a badge's role, a decision's status).
          fields: Object.fromEntries(Object.entries(forged).filter(([name]) => !present.has(name))),
          isAdmin: sample.for === "admin",
        }));
      });
      // The exhibitors' and visitors' calls first, each judged by what it left; the
      // administration's (which may approve things) after them, judged by their status.
      await walk.expectAnswers(
        calls.filter((call) => !call.isAdmin).map((call) => ({ ...call, check: leftNoTraces })),
      );
      await walk.expectAnswers(
        calls
          .filter((call) => call.isAdmin)
          .map((call) => ({
            ...call,
            check: (response: Response) =>
              response.status < 500 ? undefined : String(response.status),
          })),
      );
    },
    WALK_TIMEOUT_MS,
  );
});

/** `data.meta` or `meta` of a list's answer, when it has page and per_page. */
function pageMetaOf(body: unknown): { page: number; per_page: number } | undefined {
  const answer = body as { data?: { meta?: unknown }; meta?: unknown } | null;
  const meta = (answer?.data?.meta ?? answer?.meta) as Record<string, unknown> | undefined;
  if (typeof meta?.page === "number" && typeof meta.per_page === "number") {
    return meta as { page: number; per_page: number };
  }
  return undefined;
}

/** The longest array anywhere in an answer. */
function longestList(value: unknown): number {
  if (Array.isArray(value)) return Math.max(value.length, ...value.map(longestList));
  if (typeof value === "object" && value !== null) {
    return Math.max(0, ...Object.values(value).map(longestList));
  }
  return 0;
}

const isJson = (response: Response) =>
  /^application\/json/.test(response.headers.get("content-type") ?? "");

/** The GET routes with what their sample call answers: status, and page meta for lists. */
async function getRoutes() {
  const found: { route: string; as: Persona; status: number; isList: boolean; json: boolean }[] =
    [];
  for (const route of walk.routes().filter((name) => name.startsWith("GET "))) {
    const as = personaOf(walk.samples()[route]!());
    const response = await walk.send({ route, as });
    const json = isJson(response);
    const body: unknown = json ? await response.json() : await response.body?.cancel();
    found.push({ route, as, status: response.status, isList: !!pageMetaOf(body), json });
  }
  return found;
}

test(
  "pagination abuse on every list: the page and its size are clamped (or 422), never 500",
  async () => {
    const routes = await getRoutes();
    const lists = routes.filter((route) => route.isList);
    expect(lists.length).toBeGreaterThan(15);
    const VARIANTS: [string, string][][] = [
      [["page", "-1"]],
      [["page", "0"]],
      [["page", "1e12"]],
      [["page", "999999999999999999999"]],
      [["page", "NaN"]],
      [["page", "Infinity"]],
      [["page", "1.5"]],
      [["page", "٣"]],
      [["per_page", "100000"]],
      [["per_page", "-5"]],
      [["per_page", "0"]],
      [["per_page", "1e3"]],
      [
        ["page", "1"],
        ["page", "2"],
      ],
      [
        ["per_page", "100"],
        ["per_page", "100000"],
      ],
      [["page[]", "2"]],
    ];
    const calls = routes
      .filter((route) => route.json)
      .flatMap(({ route, as, status, isList }) =>
        VARIANTS.map((query) => ({
          route,
          as,
          query,
          changed: new URLSearchParams(query).toString(),
          check: async (response: Response) => {
            if (response.status === 422) return;
            if (response.status !== status) return `${response.status}, was ${status}`;
            if (!isList || status !== 200) return;
            const body: unknown = await response.json();
            const meta = pageMetaOf(body);
            if (!meta) return "no page meta";
            const { page, per_page: size } = meta;
            if (!Number.isSafeInteger(page) || page < 1) return `page ${page}`;
            if (!Number.isSafeInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
              return `per_page ${size}`;
            }
            if (query.some(([, value]) => value === "100000") && size !== MAX_PAGE_SIZE) {
              return `per_page ${size} for 100000`;
            }
            if (longestList(body) > MAX_PAGE_SIZE) return `${longestList(body)} items`;
            return;
          },
        })),
      );
    await walk.expectAnswers(calls);
  },
  WALK_TIMEOUT_MS,
);

test(
  "sort and filter injection on every route that reads a query: allow-listed, never in the SQL",
  async () => {
    // No `_` or `%`: a search escapes them, and the probe must be found as sent.
    const PROBE = "rawaqprobe";
    const routes = await getRoutes();
    let statements: string[] = [];
    let seenAsParameter = false;
    const stop = walk.api.watchQueries((query, params) => {
      statements.push(query);
      if (params.some((param) => typeof param === "string" && param.includes(PROBE))) {
        seenAsParameter = true;
      }
    });
    const injections: [string, string][][] = [
      [["sort", `title;drop table books;--${PROBE}`]],
      [["sort", `${PROBE}_no_such_column`]],
      [
        ["order", `desc; delete from users; --${PROBE}`],
        ["sort_by", "password_hash"],
      ],
      [["status", `anything'${PROBE}`]],
      [
        ["status", "approved"],
        ["status", `x') or ('1'='1${PROBE}`],
      ],
      [["q", `%' or 1=1; drop table users; --${PROBE}`]],
      [["q", `${PROBE}\\%_`]],
    ];
    try {
      statements = [];
      const calls = routes.flatMap(({ route, as, status }) => {
        const sample = walk.samples()[route]!();
        // Every parameter the route reads, given an injection in turn.
        const own = Object.keys(sample.query ?? {}).map((name) => [
          [name, `${PROBE}' or '1'='1`] as [string, string],
        ]);
        return [...injections, ...own].map((query) => ({
          route,
          as,
          query,
          changed: new URLSearchParams(query).toString(),
          check: async (response: Response) => {
            // The query of an export runs while its body streams; the live plan never ends.
            if (/event-stream/.test(response.headers.get("content-type") ?? "")) {
              await response.body?.cancel();
            } else {
              await response.arrayBuffer();
            }
            // What ran since the previous call's check: this call's statements.
            const reflected = statements.filter((text) => text.includes(PROBE));
            statements = [];
            if (reflected.length > 0) return `in SQL: ${reflected[0]!.slice(0, 200)}`;
            if (response.status >= 500) return String(response.status);
            if (response.status !== status && response.status !== 422) {
              return `${response.status}, was ${status}`;
            }
            return;
          },
        }));
      });
      await walk.expectAnswers(calls);
    } finally {
      stop();
    }
    // The probe did reach the database, as a bound parameter (a search, a filter).
    expect(seenAsParameter).toBe(true);
  },
  WALK_TIMEOUT_MS,
);

describe("answers a browser may render", () => {
  test(
    "every route's answer carries the security headers, whatever its status",
    async () => {
      // The sample of each route as its persona and as the other one (a refusal), and a
      // malformed id (a 404 before any handler).
      const calls = walk.routes().flatMap((route) => {
        const sample = walk.samples()[route]!();
        const names = Object.keys(sample.params ?? {});
        const variants: Partial<Call>[] = [{}];
        if (names.length > 0) variants.push({ params: { [names[0]!]: "nope" }, changed: "404" });
        return walk.asPersonas(route, variants).map((call) => ({
          ...call,
          check: (response: Response) => securityHeaderProblems(response).join(", ") || undefined,
        }));
      });
      await walk.expectAnswers(calls);
    },
    WALK_TIMEOUT_MS,
  );

  const IMAGES = /^image\/(png|jpeg|webp)$/;

  test(
    "every file the API sends has a safe type, a disposition and an RFC 5987 name",
    async () => {
      // The uploads first, so every download has something to send.
      await walk.expectAnswers(
        bodyRoutes()
          .filter(({ sample }) => sample.form !== undefined)
          .map(({ route, sample }) => ({
            route,
            as: personaOf(sample),
            check: (response: Response) =>
              response.status < 500 ? undefined : String(response.status),
          })),
      );
      let files = 0;
      /** A file's answer: a safe type, saved (or shown, for an image) under an RFC 5987 name. */
      const safeFile: Check = async (response) => {
        const type = response.headers.get("content-type") ?? "";
        const disposition = response.headers.get("content-disposition") ?? "";
        await response.body?.cancel();
        if (response.status !== 200 || /^application\/json|event-stream/.test(type)) return;
        files += 1;
        const problems: string[] = [];
        const [kind] = disposition.split(";");
        // XML only as a file to save (an e-invoice), never one a browser would render in place.
        const isSavedXml = /^application\/xml(;|$)/i.test(type) && kind === "attachment";
        if (/html|javascript|svg|^(text|application)\/xml|\+xml/i.test(type) && !isSavedXml) {
          problems.push(`type ${type}`);
        }
        if (!type) problems.push("no type");
        if (kind !== "attachment" && !(kind === "inline" && IMAGES.test(type))) {
          problems.push(`${type} is ${kind || "without disposition"}`);
        }
        if (!/;\s*filename\*=UTF-8''[\w!#$&+.^`|~%-]+(;|$)/i.test(disposition)) {
          problems.push(`no RFC 5987 name in ${disposition}`);
        }
        if (response.headers.get("x-content-type-options") !== "nosniff") problems.push("nosniff");
        return problems.length > 0 ? problems.join(", ") : undefined;
      };
      await walk.expectAnswers(
        walk
          .routes()
          .filter((route) => route.startsWith("GET "))
          .map((route) => ({ route, as: personaOf(walk.samples()[route]!()), check: safeFile })),
      );
      // The walk did meet files: images, documents, lists, exports.
      expect(files).toBeGreaterThan(12);
    },
    WALK_TIMEOUT_MS,
  );

  // Each upload route's file is a photo carrying a GPS position (and camera, comments); none of
  // it may be stored, whichever route took it (uploads.test.ts looks at each kind of image in
  // detail). What is not an image there (a list) is refused, which stores nothing either.
  test(
    "a photo's metadata is stored by no upload route",
    async () => {
      const photos = (["gps.jpg", "gps.png", "gps.webp"] as const).map(
        (name) =>
          new File([readFileSync(new URL(`./images/${name}`, import.meta.url))], name, {
            type: "application/octet-stream",
          }),
      );
      let stored = 0;
      const calls = bodyRoutes()
        .filter(({ sample }) => sample.form !== undefined)
        .flatMap(({ route, sample }) => {
          const fileFields = Object.keys(sample.form!).filter(
            (name) => sample.form![name] instanceof File,
          );
          return photos.map((photo) => ({
            route,
            as: personaOf(sample),
            changed: photo.name,
            fields: Object.fromEntries(fileFields.map((name) => [name, photo])),
            check: (response: Response) => {
              if (response.status < 300) stored += 1;
              return response.status < 500 ? undefined : String(response.status);
            },
          }));
        });
      await walk.expectAnswers(calls);
      expect(stored).toBeGreaterThan(10);
      const leaks: string[] = [];
      for (const path of readdirSync(walk.api.uploadsDir, { recursive: true, encoding: "utf8" })) {
        const file = join(walk.api.uploadsDir, path);
        if (!statSync(file).isFile()) continue;
        const text = readFileSync(file).toString("latin1");
        for (const secret of ["RawaqCam", "Secret-Photographer", "secret-comment"]) {
          if (text.includes(secret)) leaks.push(`${path}: ${secret}`);
        }
      }
      expect(leaks).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
