import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "../../tooling/chromium.js";

// The production build served by the real API process, on its own port and data folder.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Per port, so two runs on one machine (two ports) never share a data folder.
const dataDir = `test-results/e2e-data-${port}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/playwright-artifacts",
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Two workers, their browsers and the server share CI's 2 cores: an answer can take seconds
  // there. The limits leave room for that; what a test asserts does not change.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // Below the test's own limit, so an action or a page that never answers fails by its own
    // name; past the test's limit only "Test ended" is left to read (and a `finally` of the test
    // reports its own step instead).
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /participation\.spec\.ts/ },
    // participation.spec.ts moves the server's clock 31 minutes on (a hold expires): it runs
    // after every other file, so no hold of another test expires under it.
    {
      name: "clock",
      use: { browserName: "chromium" },
      testMatch: /participation\.spec\.ts/,
      dependencies: ["chromium"],
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node ../api/src/server.ts`,
    url: `${baseURL}/api/health`,
    // PUBLIC_URL: the links in mail (read from the outbox) point at this server.
    // RAWAQ_TEST_CLOCK: participation.spec.ts moves the server's clock to expire a hold.
    // The limits: every account and upload of the run comes from 127.0.0.1 within minutes.
    // ZATCA_MODE: invoices are e-invoices, cleared by the local simulator of ZATCA (issue 30).
    // RETENTION_JOB, REMINDER_JOB: the moved clock must not have the daily jobs destroy the run's
    // own data or mail its houses (retention.test.ts and deadlines.test.ts move it on purpose).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: "dist",
      PUBLIC_URL: baseURL,
      RAWAQ_TEST_CLOCK: "1",
      SIGNUP_LIMIT_PER_HOUR: "1000",
      UPLOAD_LIMIT_PER_HOUR: "1000",
      ZATCA_MODE: "simulation",
      RETENTION_JOB: "false",
      REMINDER_JOB: "false",
    },
    reuseExistingServer: false,
    stdout: "pipe",
    // A first start migrates and seeds the demo data: over a minute on a busy 2-core machine.
    timeout: 180_000,
  },
});
