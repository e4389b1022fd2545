import { describe, expect, test } from "vitest";
import { EnvError, loadEnv } from "./env.ts";

describe("loadEnv", () => {
  test("defaults: port 3000, data in .data, PGlite, demo data seeded", () => {
    expect(loadEnv({})).toEqual({ PORT: 3000, DATA_DIR: ".data", SEED_DEMO_DATA: true });
  });

  test("reads every setting", () => {
    expect(
      loadEnv({
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "/var/lib/rawaq",
        DATABASE_URL: "postgresql://rawaq@db.internal:5432/rawaq",
        WEB_DIST_DIR: "/srv/web",
        SEED_DEMO_DATA: "false",
      }),
    ).toEqual({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/rawaq",
      DATABASE_URL: "postgresql://rawaq@db.internal:5432/rawaq",
      WEB_DIST_DIR: "/srv/web",
      SEED_DEMO_DATA: false,
    });
  });

  test("an empty variable counts as not set", () => {
    expect(loadEnv({ PORT: "", DATA_DIR: "", DATABASE_URL: "" })).toEqual(loadEnv({}));
  });

  test("ignores variables it does not own", () => {
    expect(loadEnv({ PATH: "/usr/bin", HOME: "/root" })).toEqual(loadEnv({}));
  });

  test.each(["abc", "70000", "-1", "3000.5", " 80"])("PORT=%j is refused, naming PORT", (port) => {
    expect(() => loadEnv({ PORT: port })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: port })).toThrow(/\bPORT\b/);
  });

  test.each(["mysql://db/rawaq", "localhost:5432", "postgres://"])(
    "DATABASE_URL=%j is refused, naming DATABASE_URL",
    (url) => {
      expect(() => loadEnv({ DATABASE_URL: url })).toThrow(EnvError);
      expect(() => loadEnv({ DATABASE_URL: url })).toThrow(/\bDATABASE_URL\b/);
    },
  );

  test("SEED_DEMO_DATA accepts true/false/1/0 only", () => {
    expect(loadEnv({ SEED_DEMO_DATA: "0" }).SEED_DEMO_DATA).toBe(false);
    expect(loadEnv({ SEED_DEMO_DATA: "1" }).SEED_DEMO_DATA).toBe(true);
    expect(() => loadEnv({ SEED_DEMO_DATA: "yes" })).toThrow(/\bSEED_DEMO_DATA\b/);
  });

  test("reports every bad variable at once, and only those", () => {
    let error: unknown;
    try {
      loadEnv({ PORT: "abc", DATABASE_URL: "mysql://db", DATA_DIR: "/data" });
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toMatch(/\bPORT\b/);
    expect(message).toMatch(/\bDATABASE_URL\b/);
    expect(message).not.toMatch(/DATA_DIR/);
  });
});
