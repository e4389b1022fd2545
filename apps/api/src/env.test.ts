import { describe, expect, test } from "vitest";
import { RETENTION_DEFAULT_DAYS } from "@rawaq/domain/privacy";
import { EnvError, loadEnv, retentionDaysOf } from "./env.ts";

describe("loadEnv", () => {
  test("defaults: port 3000, data in .data, PGlite, demo data seeded, mail in the outbox", () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      DATA_DIR: ".data",
      SEED_DEMO_DATA: true,
      RAWAQ_TEST_CLOCK: false,
      RETENTION_JOB: true,
      REMINDER_JOB: true,
      MAIL_FROM: "Rawaq <no-reply@rawaq.local>",
      PUBLIC_URL: "http://localhost:3000",
      LOG_FORMAT: "pretty",
      LOG_LEVEL: "info",
      TRUSTED_PROXIES: [],
      MIGRATE_ON_START: true,
      DATABASE_POOL_SIZE: 10,
      SERVE: "all",
      ZATCA_MODE: "off",
    });
  });

  test("e-invoicing: off by default; sandbox and production need the unit's files and secret; the secret is never shown", () => {
    expect(loadEnv({ ZATCA_MODE: "simulation" }).ZATCA_MODE).toBe("simulation");
    expect(() => loadEnv({ ZATCA_MODE: "live" })).toThrow(/ZATCA_MODE must be off, simulation/);
    expect(() => loadEnv({ ZATCA_MODE: "production" })).toThrow(
      /ZATCA_MODE=production needs ZATCA_KEY_FILE, ZATCA_CERTIFICATE_FILE and ZATCA_SECRET/,
    );
    const unit = {
      ZATCA_KEY_FILE: "/etc/rawaq/zatca/key.pem",
      ZATCA_CERTIFICATE_FILE: "/etc/rawaq/zatca/certificate.pem",
    };
    expect(() => loadEnv({ ZATCA_MODE: "sandbox", ...unit })).toThrow(EnvError);
    expect(
      loadEnv({ ZATCA_MODE: "production", ...unit, ZATCA_SECRET_FILE: "/etc/rawaq/zatca/secret" }),
    ).toMatchObject({ ZATCA_MODE: "production", ...unit });
    expect(() => loadEnv({ ZATCA_API_URL: "ftp://zatca", ZATCA_SECRET: "s3cr3t-value" })).toThrow(
      /ZATCA_API_URL must be an http/,
    );
    try {
      loadEnv({ ZATCA_SECRET: "s3cr3t-value", PORT: "no" });
    } catch (error) {
      expect((error as Error).message).not.toContain("s3cr3t-value");
    }
  });

  test("reads every setting", () => {
    expect(
      loadEnv({
        PORT: "8080",
        HOST: "127.0.0.1",
        DATA_DIR: "/var/lib/rawaq",
        DATABASE_URL: "postgresql://rawaq@db.internal:5432/rawaq",
        WEB_DIST_DIR: "/srv/web",
        GUIDE_DIST_DIR: "/srv/guide",
        SERVE: "guide",
        ZATCA_MODE: "sandbox",
        ZATCA_API_URL: "https://zatca.example/e-invoicing/",
        ZATCA_KEY_FILE: "/etc/rawaq/zatca/key.pem",
        ZATCA_CERTIFICATE_FILE: "/etc/rawaq/zatca/certificate.pem",
        ZATCA_SECRET_FILE: "/etc/rawaq/zatca/secret",
        SEED_DEMO_DATA: "false",
        SMTP_URL: "smtps://rawaq:secret@mail.example.sa:465",
        MAIL_FROM: "Book Fair <fair@example.sa>",
        PUBLIC_URL: "https://fair.example.sa/",
        LOG_FORMAT: "json",
        LOG_LEVEL: "warn",
        TRUSTED_PROXIES: "127.0.0.1, 10.0.0.0/8,::1",
        METRICS_TOKEN: "a-long-random-metrics-token",
        MIGRATE_ON_START: "false",
        DATABASE_POOL_SIZE: "25",
        SIGNUP_LIMIT_PER_HOUR: "40",
        UPLOAD_LIMIT_PER_HOUR: "120",
        RETENTION_IDENTITY_DOCUMENTS_DAYS: "90",
        RETENTION_BADGE_PHOTOS_DAYS: "14",
        RETENTION_UNSUBMITTED_DRAFTS_DAYS: "730",
        RETENTION_ENDED_LINKS_DAYS: "3",
        RETENTION_JOB: "false",
      }),
    ).toEqual({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/rawaq",
      DATABASE_URL: "postgresql://rawaq@db.internal:5432/rawaq",
      WEB_DIST_DIR: "/srv/web",
      GUIDE_DIST_DIR: "/srv/guide",
      SERVE: "guide",
      ZATCA_MODE: "sandbox",
      ZATCA_API_URL: "https://zatca.example/e-invoicing",
      ZATCA_KEY_FILE: "/etc/rawaq/zatca/key.pem",
      ZATCA_CERTIFICATE_FILE: "/etc/rawaq/zatca/certificate.pem",
      ZATCA_SECRET_FILE: "/etc/rawaq/zatca/secret",
      SEED_DEMO_DATA: false,
      RAWAQ_TEST_CLOCK: false,
      RETENTION_JOB: false,
      REMINDER_JOB: true,
      RETENTION_IDENTITY_DOCUMENTS_DAYS: 90,
      RETENTION_BADGE_PHOTOS_DAYS: 14,
      RETENTION_UNSUBMITTED_DRAFTS_DAYS: 730,
      RETENTION_ENDED_LINKS_DAYS: 3,
      SMTP_URL: "smtps://rawaq:secret@mail.example.sa:465",
      MAIL_FROM: "Book Fair <fair@example.sa>",
      // Links are built as PUBLIC_URL + "/ar/…": no trailing slash.
      PUBLIC_URL: "https://fair.example.sa",
      LOG_FORMAT: "json",
      LOG_LEVEL: "warn",
      TRUSTED_PROXIES: ["127.0.0.1", "10.0.0.0/8", "::1"],
      METRICS_TOKEN: "a-long-random-metrics-token",
      MIGRATE_ON_START: false,
      DATABASE_POOL_SIZE: 25,
      SIGNUP_LIMIT_PER_HOUR: 40,
      UPLOAD_LIMIT_PER_HOUR: 120,
    });
  });

  test("logs are JSON in production, readable elsewhere, unless LOG_FORMAT says", () => {
    expect(loadEnv({ NODE_ENV: "production" }).LOG_FORMAT).toBe("json");
    expect(loadEnv({ NODE_ENV: "production", LOG_FORMAT: "pretty" }).LOG_FORMAT).toBe("pretty");
    expect(() => loadEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL must be one of/);
  });

  test("TRUSTED_PROXIES takes addresses and ranges only; the metrics token is long; the pool is sized", () => {
    expect(() => loadEnv({ TRUSTED_PROXIES: "nginx.internal" })).toThrow(
      /TRUSTED_PROXIES must be IP addresses or CIDR ranges/,
    );
    expect(() => loadEnv({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(() => loadEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE must be/);
    expect(() => loadEnv({ SIGNUP_LIMIT_PER_HOUR: "0" })).toThrow(/SIGNUP_LIMIT_PER_HOUR must be/);
    expect(() => loadEnv({ UPLOAD_LIMIT_PER_HOUR: "lots" })).toThrow(
      /UPLOAD_LIMIT_PER_HOUR must be/,
    );
  });

  test("PUBLIC_URL follows PORT by default; SMTP_URL and PUBLIC_URL must be URLs of their kind", () => {
    expect(loadEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(() => loadEnv({ SMTP_URL: "mail.example.sa" })).toThrow(/\bSMTP_URL\b/);
    expect(() => loadEnv({ PUBLIC_URL: "fair.example.sa" })).toThrow(/\bPUBLIC_URL\b/);
  });

  test("a refused SMTP_URL is shown without its password", () => {
    expect(() => loadEnv({ SMTP_URL: "smtp://rawaq:s3cret@ mail" })).toThrow(EnvError);
    try {
      loadEnv({ SMTP_URL: "smtp://rawaq:s3cret@ mail" });
    } catch (error) {
      expect(String(error)).not.toContain("s3cret");
      expect(String(error)).toContain("smtp://***@ mail");
    }
  });

  test("object storage: a bucket name of S3's shape, an http(s) endpoint, a plain key prefix", () => {
    const env = loadEnv({ S3_BUCKET: "rawaq-uploads", S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(env).toMatchObject({ S3_BUCKET: "rawaq-uploads", S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(() => loadEnv({ S3_BUCKET: "Rawaq_Uploads" })).toThrow(/\bS3_BUCKET\b/);
    expect(() => loadEnv({ S3_ENDPOINT: "minio:9000" })).toThrow(/\bS3_ENDPOINT\b/);
    expect(() => loadEnv({ S3_PREFIX: "up loads/" })).toThrow(/\bS3_PREFIX\b/);
  });

  test("SERVE is all or guide", () => {
    expect(() => loadEnv({ SERVE: "portal" })).toThrow(/SERVE must be all or guide/);
  });

  test("the test clock switch is off by default and refused in production", () => {
    expect(loadEnv({ RAWAQ_TEST_CLOCK: "1" }).RAWAQ_TEST_CLOCK).toBe(true);
    expect(() => loadEnv({ RAWAQ_TEST_CLOCK: "1", NODE_ENV: "production" })).toThrow(
      /RAWAQ_TEST_CLOCK/,
    );
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

  test("on PostgreSQL demo data is seeded only when asked", () => {
    const url = "postgres://rawaq@db.internal:5432/rawaq";
    expect(loadEnv({ DATABASE_URL: url }).SEED_DEMO_DATA).toBe(false);
    expect(loadEnv({ DATABASE_URL: url, SEED_DEMO_DATA: "true" }).SEED_DEMO_DATA).toBe(true);
  });

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

  describe("DATABASE_URL in errors", () => {
    function messageFor(source: Record<string, string>): string {
      try {
        loadEnv(source);
      } catch (error) {
        if (error instanceof EnvError) return error.message;
        throw error;
      }
      throw new Error("expected an EnvError");
    }

    test("shows a refused URL without its password", () => {
      const message = messageFor({ DATABASE_URL: "mysql://rawaq:s3cret@db.internal:5432/rawaq" });
      expect(message).toContain('(got "mysql://***@db.internal:5432/rawaq")');
      expect(message).not.toContain("s3cret");
    });

    test.each([
      [
        "a space in the password",
        "postgres://rawaq:s3cret word@db/rawaq",
        "postgres://***@db/rawaq",
      ],
      ["an unencoded @ in the password", "mysql://rawaq:s3@cret@db/rawaq", "mysql://***@db/rawaq"],
      ["a colon in the password", "mysql://rawaq:s3:cret@db/rawaq", "mysql://***@db/rawaq"],
      ["no user name", "mysql://:s3cret@db/rawaq", "mysql://***@db/rawaq"],
      ["no // after the scheme", "postgres:rawaq:s3cret@db/rawaq", "***@db/rawaq"],
      ["no scheme", "rawaq:s3cret@db:5432/rawaq", "***@db:5432/rawaq"],
      [
        "a password parameter",
        "mysql://db/rawaq?user=rawaq&password=s3cret&ssl=true",
        "mysql://db/rawaq?user=rawaq&password=***&ssl=true",
      ],
    ])("hides the password of a URL with %s", (_case, url, shown) => {
      const message = messageFor({ DATABASE_URL: url });
      expect(message).toContain(`(got ${JSON.stringify(shown)})`);
      expect(message).not.toMatch(/s3|cret/);
    });

    test("shows a URL without credentials as it is, and other settings unchanged", () => {
      expect(messageFor({ DATABASE_URL: "localhost:5432" })).toContain('(got "localhost:5432")');
      expect(messageFor({ PORT: "http://u:p@x" })).toContain('(got "http://u:p@x")');
    });

    test("never prints a valid URL when another setting is refused", () => {
      const message = messageFor({ PORT: "abc", DATABASE_URL: "postgres://rawaq:s3cret@db/rawaq" });
      expect(message).toMatch(/\bPORT\b/);
      expect(message).not.toContain("s3cret");
    });
  });
});

describe("retentionDaysOf", () => {
  test("the settings where given, the notice's defaults elsewhere", () => {
    expect(
      retentionDaysOf(
        loadEnv({ RETENTION_BADGE_PHOTOS_DAYS: "14", RETENTION_ENDED_LINKS_DAYS: "3" }),
      ),
    ).toEqual({ ...RETENTION_DEFAULT_DAYS, badge_photos: 14, ended_links: 3 });
    expect(() => loadEnv({ RETENTION_ENDED_LINKS_DAYS: "0" })).toThrow(
      /RETENTION_ENDED_LINKS_DAYS/,
    );
  });
});
