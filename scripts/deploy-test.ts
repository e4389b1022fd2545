// The deployment as docs/deploy.md describes it, run for real on this machine: nginx (Debian's
// package, installed when missing) with the repository's own site file (deploy/nginx/rawaq.conf,
// only its paths and ports changed, with a throw-away certificate) in front of two app
// processes on one PostgreSQL, after the release step (deploy/release.sh). The settings come
// from a file in the documented format, through deploy/with-env.sh, as the units get them. A
// short journey goes through nginx over HTTPS — the login page and its hashed assets, a login,
// lists, an upload read back — port 80 redirects, the logs are checked (the request id and the
// client's address as nginx saw them, one JSON line per request, both processes serving), and a
// backup is taken with the command the units and the container run. Prints a log line and a
// metrics excerpt. A step of the gate (scripts/test.ts); alone: `node scripts/deploy-test.ts`.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { connect as tlsConnect } from "node:tls";

const root = new URL("..", import.meta.url).pathname;
interface PgClient {
  connect(): Promise<void>;
  query(statement: string): Promise<unknown>;
  end(): Promise<void>;
}
// The API's PostgreSQL client (the root package has no dependencies of its own).
const pg = createRequire(join(root, "apps/api/package.json"))("pg") as {
  Client: new (options: {
    connectionString?: string;
    connectionTimeoutMillis?: number;
  }) => PgClient;
};
const work = mkdtempSync(join(tmpdir(), "rawaq-deploy-test-"));
/** The client's own address: nginx sees it, and the app must log it (not nginx's 127.0.0.1). */
const CLIENT_ADDRESS = "127.0.0.2";
const METRICS_TOKEN = randomBytes(24).toString("hex");
const DEMO_PUBLISHER = { email: "publisher@rawaq.local", password: "Rawaq-Publisher-2026!" };
const STARTUP_TIMEOUT_MS = 60_000;
/** The site's name in deploy/nginx/rawaq.conf; the throw-away certificate is made out to it. */
const SITE_NAME = "fair.example.sa";
/** A sender with spaces and angle brackets: what an unquoted env-file line would break. */
const MAIL_FROM = "Book Fair <fair@example.sa>";
/**
 * The major of Debian's postgresql-client by release: the runtime image's pg_dump, which must be
 * at least compose.yaml's PostgreSQL (pg_dump refuses a newer server).
 */
const DEBIAN_PG_CLIENT_MAJOR: Record<string, number> = { bookworm: 15, trixie: 17 };

const children: ChildProcess[] = [];
const checks: { name: string; ok: boolean; detail?: string }[] = [];
let databaseName: string | undefined;
let adminUrl: string | undefined;

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function check(name: string, ok: boolean, detail?: string) {
  checks.push({ name, ok, detail });
  console.log(`${ok ? "✓" : "✗"} ${name} (${elapsed()})${ok || !detail ? "" : `\n    ${detail}`}`);
}

function fail(sentence: string): never {
  throw new Error(sentence);
}

/**
 * nginx, and openssl for the throw-away certificate, from Debian's packages when missing, as
 * scripts/bootstrap.mjs provisions Chromium and PostgreSQL.
 */
function ensureNginx(): string {
  const installed = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
  const hasOpenssl = spawnSync("openssl", ["version"]).status === 0;
  if (installed && hasOpenssl) return installed;
  const hint =
    "The deployment test needs nginx and openssl: run `sudo apt-get install nginx openssl` and run the command again.";
  const canInstall = process.getuid?.() === 0 && spawnSync("apt-get", ["--version"]).status === 0;
  if (!canInstall) fail(hint);
  console.log("Installing nginx and openssl from Debian's packages…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", "nginx", "openssl"],
  ]) {
    if (spawnSync("apt-get", args, { env, stdio: "inherit" }).status !== 0) fail(hint);
  }
  // The package starts its own server on port 80 where it can; this test runs its own.
  if (!installed) spawnSync("/usr/sbin/nginx", ["-s", "quit"], { stdio: "ignore" });
  return installed ?? "/usr/sbin/nginx";
}

/** TEST_DATABASE_URL, or the local server as `postgres`, else as `root` (apps/api's tests alike). */
async function reachableAdminUrl(): Promise<string> {
  const candidates = process.env.TEST_DATABASE_URL
    ? [process.env.TEST_DATABASE_URL]
    : ["postgres://postgres@127.0.0.1:5432/postgres", "postgres://root@127.0.0.1:5432/postgres"];
  for (const candidate of candidates) {
    const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      return candidate;
    } catch {
      // The next one.
    } finally {
      await client.end().catch(() => {});
    }
  }
  return fail("No PostgreSQL server answers (TEST_DATABASE_URL or 127.0.0.1:5432).");
}

async function asAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text(): string;
  json<T = Record<string, unknown>>(): T;
}

/** The throw-away certificate nginx serves; HTTPS requests trust it, and only it. */
let certificate: string | undefined;

/**
 * One HTTP(S) request from CLIENT_ADDRESS (fetch cannot choose its local address). HTTPS goes to
 * the site by its name (SNI, Host) and verifies nginx's certificate against the test's own.
 */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const tls = target.protocol === "https:";
    const sent = (tls ? httpsRequest : httpRequest)(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: tls ? { Host: SITE_NAME, ...options.headers } : options.headers,
        localAddress: target.hostname === "127.0.0.1" ? CLIENT_ADDRESS : undefined,
        timeout: 20_000,
        ...(tls ? { servername: SITE_NAME, ca: certificate, agent: false } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: () => body.toString("utf8"),
            json: <T>() => JSON.parse(body.toString("utf8")) as T,
          });
        });
      },
    );
    sent.on("timeout", () => sent.destroy(new Error(`timeout: ${url}`)));
    sent.on("error", reject);
    if (options.body) sent.write(options.body);
    sent.end();
  });
}

interface Started {
  child: ChildProcess;
  output(): string;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  return { child, output: () => output };
}

async function waitFor(what: string, ready: () => Promise<boolean>, process?: Started) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (process && process.child.exitCode !== null) {
      fail(`${what} ended (${process.child.exitCode}):\n${process.output()}`);
    }
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(
    `${what} did not become ready in ${STARTUP_TIMEOUT_MS / 1000} s.${process ? `\n${process.output()}` : ""}`,
  );
}

/** The app's JSON log lines (start-up lines included). */
function logLines(app: Started): Record<string, unknown>[] {
  return app
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function multipart(field: string, name: string, type: string, bytes: Buffer) {
  const boundary = `rawaq${randomBytes(8).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * What systemd's EnvironmentFile= and the shell (deploy/with-env.sh) both read the same way
 * (deploy/rawaq.env.example, its header): NAME=value with a plain value, or one in single quotes.
 * Returns the values as both read them, and the lines outside that form.
 */
function readEnvFile(text: string): { values: Map<string, string>; problems: string[] } {
  const values = new Map<string, string>();
  const problems: string[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    const match = /^([A-Z][A-Z0-9_]*)=(?:'([^']*)'|([^\s'"`$\\<>&;|()#*~]*))$/.exec(line);
    if (match) values.set(match[1]!, match[2] ?? match[3]!);
    else problems.push(line);
  }
  return { values, problems };
}

/** A settings file in the documented format: plain values bare, the others in single quotes. */
function envFile(settings: Record<string, string>): string {
  return [
    "# Written by scripts/deploy-test.ts in deploy/rawaq.env.example's format.",
    ...Object.entries(settings).map(([name, value]) =>
      /^[\w.,:/@+=-]*$/.test(value) ? `${name}=${value}` : `${name}='${value}'`,
    ),
    "",
  ].join("\n");
}

/** deploy/nginx/rawaq-http.conf with the guide's cache in the test's folder. */
function httpFileForTest(cacheDir: string): string {
  const http = readFileSync(join(root, "deploy/nginx/rawaq-http.conf"), "utf8");
  const cachePath = /proxy_cache_path \/var\/cache\/nginx\/rawaq-guide /;
  if (!cachePath.test(http)) {
    fail("deploy/nginx/rawaq-http.conf has no guide cache path: update scripts/deploy-test.ts.");
  }
  return http.replace(cachePath, `proxy_cache_path ${cacheDir} `);
}

/**
 * deploy/nginx/rawaq.conf with this machine's paths and ports: each change must find its line,
 * so the test fails (rather than testing something else) when the site file changes shape.
 */
function siteFileForTest(
  ports: { http: number; https: number; apps: number[] },
  paths: { certificate: string; key: string; webroot: string; accessLog: string },
): string {
  let site = readFileSync(join(root, "deploy/nginx/rawaq.conf"), "utf8");
  const changes: [RegExp, string][] = [
    // The loopback only, and no IPv6 (a test machine may have none).
    [/^\s*listen \[::\]:.*\n/gm, ""],
    [/listen 80;/g, `listen 127.0.0.1:${ports.http};`],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${ports.https} ssl http2;`],
    [/server 127\.0\.0\.1:3001 /g, `server 127.0.0.1:${ports.apps[0]} `],
    [/server 127\.0\.0\.1:3002 /g, `server 127.0.0.1:${ports.apps[1]} `],
    [
      /ssl_certificate \/etc\/letsencrypt\/live\/[^/]+\/fullchain\.pem;/g,
      `ssl_certificate ${paths.certificate};`,
    ],
    [
      /ssl_certificate_key \/etc\/letsencrypt\/live\/[^/]+\/privkey\.pem;/g,
      `ssl_certificate_key ${paths.key};`,
    ],
    [/root \/var\/www\/html;/g, `root ${paths.webroot};`],
    [
      /access_log \/var\/log\/nginx\/rawaq\.access\.log rawaq;/g,
      `access_log ${paths.accessLog} rawaq;`,
    ],
    [
      /include \/etc\/nginx\/rawaq\/locations\.conf;/g,
      `include ${root}deploy/nginx/rawaq-locations.conf;`,
    ],
  ];
  for (const [pattern, replacement] of changes) {
    if (!pattern.test(site)) {
      fail(
        `deploy/nginx/rawaq.conf has no line matching ${pattern}: update scripts/deploy-test.ts.`,
      );
    }
    site = site.replace(pattern, replacement);
  }
  return site;
}

/** Whether nginx's TLS server offers HTTP/2 (ALPN "h2"), as browsers ask for it. */
function negotiatesHttp2(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = tlsConnect(
      {
        host: "127.0.0.1",
        port,
        servername: SITE_NAME,
        ca: certificate,
        ALPNProtocols: ["h2", "http/1.1"],
      },
      () => {
        resolve(socket.alpnProtocol === "h2");
        socket.end();
      },
    );
    socket.on("error", reject);
  });
}

async function main() {
  const nginx = ensureNginx();
  adminUrl = await reachableAdminUrl();
  databaseName = `rawaq_deploy_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await asAdmin(`CREATE DATABASE "${databaseName}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;

  const [httpPort, httpsPort, ...appPorts] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const uploadsDir = join(work, "uploads");

  // The example settings file: every line in the form systemd and the shell read alike, and
  // the shell (deploy/with-env.sh, which the guide's commands use) reads each value whole.
  const example = readEnvFile(readFileSync(join(root, "deploy/rawaq.env.example"), "utf8"));
  const asShellReadsIt = spawnSync(
    "sh",
    ["deploy/with-env.sh", process.execPath, "-e", "console.log(JSON.stringify(process.env))"],
    {
      cwd: root,
      env: { PATH: process.env.PATH, RAWAQ_ENV_FILE: "deploy/rawaq.env.example" },
      encoding: "utf8",
    },
  );
  const shellValues =
    asShellReadsIt.status === 0
      ? (JSON.parse(asShellReadsIt.stdout) as Record<string, string>)
      : {};
  const misread = [...example.values].filter(([name, value]) => shellValues[name] !== value);
  check(
    "deploy/rawaq.env.example reads the same to systemd and to the shell (MAIL_FROM whole)",
    example.problems.length === 0 &&
      misread.length === 0 &&
      example.values.size > 0 &&
      shellValues.MAIL_FROM === MAIL_FROM,
    `lines outside the format: ${JSON.stringify(example.problems)}; read otherwise by sh: ${JSON.stringify(misread)} ${asShellReadsIt.stderr}`,
  );

  // The settings docs/deploy.md gives the systemd units, in a file of the documented format.
  // PORT, HOST and NODE_ENV are the unit's own (rawaq@.service), given beside the file.
  const envFilePath = join(work, "rawaq.env");
  writeFileSync(
    envFilePath,
    envFile({
      DATABASE_URL: databaseUrl.toString(),
      DATABASE_POOL_SIZE: "5",
      MIGRATE_ON_START: "false",
      UPLOADS_DIR: uploadsDir,
      TRUSTED_PROXIES: "127.0.0.1",
      METRICS_TOKEN,
      MAIL_FROM,
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      PUBLIC_URL: `https://${SITE_NAME}`,
    }),
  );
  const unitEnv = {
    ...process.env,
    RAWAQ_ENV_FILE: envFilePath,
    HOST: "127.0.0.1",
    NODE_ENV: "production",
  };
  const withEnv = (...command: string[]) => ["deploy/with-env.sh", ...command];

  // The release step: dependencies and build, then the migrations, once, before any app process
  // starts. The build runs in the gate's own environment, so turbo finds the gate's build in its
  // cache (DATABASE_URL is part of turbo's hash); the migration with the settings file.
  for (const [step, args] of [
    ["build", ["deploy/release.sh", "build"]],
    ["migrate", withEnv("sh", "deploy/release.sh", "migrate")],
  ] as const) {
    const release = spawnSync("sh", args, {
      cwd: root,
      env: step === "build" ? process.env : unitEnv,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    check(
      `the release step (deploy/release.sh ${step})`,
      release.status === 0,
      `${release.stdout}${release.stderr}`.slice(-4000),
    );
    if (release.status !== 0) return;
  }

  // The first process seeds the demo fair (two seeding at once would race on an empty database).
  const apps: Started[] = [];
  for (const [index, port] of appPorts.entries()) {
    // As rawaq@.service runs it: the unit's PORT beside the settings file.
    const app = start("sh", withEnv(process.execPath, "apps/api/src/server.ts"), {
      ...unitEnv,
      PORT: String(port),
      SEED_DEMO_DATA: index === 0 ? "true" : "false",
    });
    apps.push(app);
    await waitFor(
      `App process ${index + 1}`,
      async () => (await request(`http://127.0.0.1:${port}/api/health/ready`)).status === 200,
      app,
    );
  }

  // A throw-away certificate for the site's name, in place of certbot's.
  const tlsDir = join(work, "tls");
  mkdirSync(tlsDir);
  const paths = {
    certificate: join(tlsDir, "fullchain.pem"),
    key: join(tlsDir, "privkey.pem"),
    webroot: join(work, "webroot"),
    accessLog: join(work, "logs", "access.log"),
  };
  const openssl = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-keyout",
      paths.key,
      "-out",
      paths.certificate,
      "-subj",
      `/CN=${SITE_NAME}`,
      "-addext",
      `subjectAltName=DNS:${SITE_NAME}`,
    ],
    { encoding: "utf8" },
  );
  if (openssl.status !== 0) fail(`openssl could not make a certificate: ${openssl.stderr}`);
  certificate = readFileSync(paths.certificate, "utf8");

  // nginx.conf as Debian's: http-level files from conf.d/, then the site from sites-enabled/.
  const conf = join(work, "nginx.conf");
  const siteFile = join(work, "rawaq.conf");
  const httpFile = join(work, "rawaq-http.conf");
  mkdirSync(join(work, "logs"));
  writeFileSync(httpFile, httpFileForTest(join(work, "guide-cache")));
  writeFileSync(
    siteFile,
    siteFileForTest({ http: httpPort, https: httpsPort, apps: appPorts }, paths),
  );
  writeFileSync(
    conf,
    `# Written by scripts/deploy-test.ts: Debian's nginx.conf in short, on this machine's paths.
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log ${work}/logs/default-access.log;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${httpFile};
  include ${siteFile};
}
`,
  );
  const nginxArgs = ["-e", join(work, "logs", "error.log"), "-p", work, "-c", conf];
  const version = spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr.trim();
  const syntax = spawnSync(nginx, ["-t", ...nginxArgs], { encoding: "utf8" });
  check(
    `the repository's site file (deploy/nginx/rawaq.conf) passes nginx -t (${version})`,
    syntax.status === 0 && syntax.stderr.includes("test is successful"),
    syntax.stderr,
  );
  if (syntax.status !== 0) return;

  const proxy = start(nginx, [...nginxArgs, "-g", "daemon off;"], process.env);
  const site = `https://127.0.0.1:${httpsPort}`;
  await waitFor(
    "nginx",
    async () => (await request(`${site}/api/health/live`)).status === 200,
    proxy,
  );

  // --- Port 80 and TLS ---
  const plain = await request(`http://127.0.0.1:${httpPort}/en/login?next=books`, {
    headers: { Host: SITE_NAME },
  });
  mkdirSync(join(paths.webroot, ".well-known", "acme-challenge"), { recursive: true });
  writeFileSync(join(paths.webroot, ".well-known", "acme-challenge", "token-1"), "token-1.key");
  const challenge = await request(
    `http://127.0.0.1:${httpPort}/.well-known/acme-challenge/token-1`,
    { headers: { Host: SITE_NAME } },
  );
  check(
    "port 80 redirects to HTTPS (path and query kept) and answers certbot's challenge",
    plain.status === 301 &&
      plain.headers.location === `https://${SITE_NAME}/en/login?next=books` &&
      challenge.status === 200 &&
      challenge.text() === "token-1.key",
    `${plain.status} ${plain.headers.location} / ${challenge.status} ${challenge.text().slice(0, 80)}`,
  );
  const health = await request(`${site}/api/health/live`);
  check(
    "HTTPS with the site's certificate, HTTP/2 offered, HSTS sent",
    health.status === 200 &&
      (await negotiatesHttp2(httpsPort)) &&
      String(health.headers["strict-transport-security"]).startsWith("max-age="),
    `${health.status} ${health.headers["strict-transport-security"]}`,
  );

  // --- The journey, through nginx ---
  const page = await request(`${site}/en/auth/login`);
  check(
    "the login page arrives drawn, in its language, private and revalidated on every visit",
    page.status === 200 &&
      page.text().includes('lang="en"') &&
      page.text().includes("<title>Log in | Rawaq</title>") &&
      /<div id="root"><.*<form/s.test(page.text()) &&
      page.headers["cache-control"] === "private, no-cache" &&
      /\bCookie\b/.test(String(page.headers.vary)),
    `${page.status} ${page.headers["cache-control"]} vary=${page.headers.vary}`,
  );
  // The spec's guard (§2) answered by the server itself: a token cookie on the login page goes
  // to the profile, a short address to its page.
  const signedIn = await request(`${site}/en/auth/login`, { headers: { Cookie: "token=t" } });
  const short = await request(`${site}/en/login`);
  check(
    "the server answers the spec's redirects through nginx",
    signedIn.status === 302 &&
      signedIn.headers.location === "/en/auth/profile" &&
      short.status === 302 &&
      short.headers.location === "/en/auth/login",
    `${signedIn.status} ${signedIn.headers.location}; ${short.status} ${short.headers.location}`,
  );
  const assets = [...page.text().matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map(
    (match) => match[0],
  );
  // Every asset the page names; nginx gzips those of gzip_min_length (1 KB) or more
  // (deploy/nginx/rawaq-http.conf): a tiny entry module goes as it is.
  const wrongAssets: string[] = [];
  for (const path of assets) {
    const plain = await request(`${site}${path}`);
    const asset = await request(`${site}${path}`, { headers: { "Accept-Encoding": "gzip" } });
    const isGzipped = asset.headers["content-encoding"] === "gzip";
    if (
      asset.status !== 200 ||
      asset.headers["cache-control"] !== "public, max-age=31536000, immutable" ||
      isGzipped !== plain.body.length >= 1024
    ) {
      wrongAssets.push(
        `${path} (${plain.body.length} B): ${asset.status} ${asset.headers["cache-control"]} ${asset.headers["content-encoding"]}`,
      );
    }
  }
  check(
    "hashed assets are cached for a year and compressed",
    assets.length > 0 && wrongAssets.length === 0,
    wrongAssets.join("; ") || "no asset on the page",
  );

  // --- The fair guide through nginx's micro-cache (docs/decisions/083-…) ---
  const guideFirst = await request(`${site}/guide/en`);
  const guideAgain = await request(`${site}/guide/en`);
  check(
    "the guide's pages are public and kept by nginx: the second visit is its copy",
    guideFirst.status === 200 &&
      String(guideFirst.headers["cache-control"]).startsWith("public, max-age=") &&
      guideAgain.status === 200 &&
      guideAgain.headers["x-cache-status"] === "HIT",
    `${guideFirst.status} ${guideFirst.headers["cache-control"]} ${guideFirst.headers["x-cache-status"]}; ${guideAgain.status} ${guideAgain.headers["x-cache-status"]}`,
  );
  // A change the guide shows (the fair's name) reaches visitors once the copy's seconds are
  // over: nginx revalidates with the ETag and gets the new page.
  const renamed = `Riyadh Book Fair ${randomBytes(3).toString("hex")}`;
  const database = new pg.Client({ connectionString: databaseUrl.toString() });
  await database.connect();
  await database.query(`update events set name_en = '${renamed}'`);
  await database.end();
  const seen: string[] = [];
  let fresh = false;
  for (const until = Date.now() + 20_000; !fresh && Date.now() < until;) {
    const answer = await request(`${site}/guide/en`);
    seen.push(String(answer.headers["x-cache-status"]));
    fresh = answer.text().includes(renamed);
    if (!fresh) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  check(
    "a change in the guide replaces nginx's copy within seconds",
    fresh && seen[0] === "HIT",
    seen.join(","),
  );

  const json = { "Content-Type": "application/json", "Accept-Language": "en" };
  const login = await request(`${site}/api/auth/login`, {
    method: "POST",
    headers: { ...json, "X-Forwarded-For": "198.51.100.66" },
    body: JSON.stringify(DEMO_PUBLISHER),
  });
  const loginId = String(login.headers["x-request-id"] ?? "");
  check("the demo publisher logs in", login.status === 200, `${login.status} ${login.text()}`);
  const token = login.status === 200 ? login.json<{ data: { token: string } }>().data.token : "";
  const auth = { Authorization: `Bearer ${token}`, "Accept-Language": "en" };

  const organizations = await request(`${site}/api/organizations`, { headers: auth });
  const organizationId = organizations.json<{ data?: { organization?: { id: string } } }>().data
    ?.organization?.id;
  const books = await request(`${site}/api/get_books_by_organization/${organizationId}?page=1`, {
    headers: auth,
  });
  check(
    "their organization and its book list answer",
    organizations.status === 200 &&
      books.status === 200 &&
      books.json<{ data: { meta: { total: number } } }>().data.meta.total > 0,
    `${organizations.status} ${books.status} ${books.text().slice(0, 200)}`,
  );

  const photo = multipart(
    "file",
    "photo.png",
    "image/png",
    readFileSync(join(root, "apps/api/test/images/gps.png")),
  );
  const upload = await request(`${site}/api/profile/photo`, {
    method: "PUT",
    headers: { ...auth, "Content-Type": photo.contentType },
    body: photo.body,
  });
  const readBack = await Promise.all(
    [1, 2, 3, 4].map(() => request(`${site}/api/profile/photo`, { headers: auth })),
  );
  check(
    "an upload is stored and read back through either process",
    upload.status === 201 &&
      readBack.every(
        (answer) => answer.status === 200 && answer.headers["content-type"] === "image/png",
      ),
    `${upload.status} ${upload.text().slice(0, 200)} / ${readBack.map((answer) => answer.status).join(",")}`,
  );

  const refused = await request(`${site}/api/auth/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: DEMO_PUBLISHER.email, password: "not the password" }),
  });
  check(
    "an error answer carries its request id in the body, for the user to quote",
    refused.status === 401 && refused.json().requestId === refused.headers["x-request-id"],
    refused.text(),
  );

  const publicMetrics = await request(`${site}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  // The process that served the login (nginx alternates between them).
  const loginPort =
    appPorts[apps.findIndex((app) => app.output().includes(loginId))] ?? appPorts[0];
  const metrics = await request(`http://127.0.0.1:${loginPort}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  check(
    "metrics: not on the public site; on the process's own port with the token",
    publicMetrics.status === 404 &&
      metrics.status === 200 &&
      metrics.text().includes("rawaq_http_requests_total"),
    `${publicMetrics.status} ${metrics.status}`,
  );

  // --- A backup, with the command the backup unit and the container run (no pnpm) ---
  const archive = join(work, "backups", "rawaq-deploy-test.tar.gz");
  mkdirSync(join(work, "backups"));
  const backup = spawnSync(
    "sh",
    withEnv(process.execPath, "apps/api/src/cli/backup-cli.ts", "backup", archive),
    { cwd: root, env: unitEnv, encoding: "utf8" },
  );
  const manifest =
    backup.status === 0
      ? (JSON.parse(
          spawnSync("tar", ["-xzOf", archive, "./manifest.json"], { encoding: "utf8" }).stdout,
        ) as { database?: string; files?: { included: boolean; count: number } })
      : {};
  check(
    "a backup while both processes serve: the database and the uploaded photo",
    backup.status === 0 && manifest.database === "postgres" && (manifest.files?.count ?? 0) > 0,
    `${backup.stdout}${backup.stderr} ${JSON.stringify(manifest)}`,
  );
  const runtimeBase = /^FROM node:\d+-(\w+)-slim AS runtime$/m.exec(
    readFileSync(join(root, "Dockerfile"), "utf8"),
  )?.[1];
  const composePostgres = /^\s+image: postgres:(\d+)/m.exec(
    readFileSync(join(root, "compose.yaml"), "utf8"),
  )?.[1];
  const clientMajor = runtimeBase ? DEBIAN_PG_CLIENT_MAJOR[runtimeBase] : undefined;
  check(
    "compose.yaml's PostgreSQL is no newer than the runtime image's pg_dump",
    clientMajor !== undefined && Number(composePostgres) <= clientMajor,
    `runtime image on Debian ${runtimeBase} (pg_dump ${clientMajor}), compose postgres:${composePostgres}`,
  );

  // --- The logs ---
  await new Promise((resolve) => setTimeout(resolve, 300));
  const lines = apps.flatMap(logLines);
  const loginLine = lines.find((line) => line.requestId === loginId && line.msg === "request");
  check(
    "the app logs the login once, under nginx's request id, with the client's address",
    /^[0-9a-f]{32}$/.test(loginId) &&
      lines.filter((line) => line.requestId === loginId).length === 1 &&
      loginLine?.route === "/api/auth/login" &&
      loginLine?.status === 200 &&
      loginLine?.client === CLIENT_ADDRESS,
    JSON.stringify(loginLine ?? lines.slice(-3)),
  );
  const accessLog = readFileSync(join(work, "logs", "access.log"), "utf8");
  check(
    "nginx's access log has the same request id",
    accessLog.includes(`request_id=${loginId}`) && accessLog.startsWith(`${CLIENT_ADDRESS} `),
    accessLog.split("\n")[0],
  );
  // (The demo accounts' published passwords are printed once at start, by design; requests never.)
  const everything = JSON.stringify(lines);
  check(
    "no password or token reaches the request logs",
    !everything.includes(DEMO_PUBLISHER.password) &&
      !everything.includes("not the password") &&
      !everything.includes(token),
  );
  const served = apps.map((app) => logLines(app).filter((line) => line.msg === "request").length);
  check(
    "both app processes served requests",
    served.every((count) => count > 0),
    served.join(" / "),
  );

  console.log("\nA request line from the app (JSON, one per request):");
  console.log(
    JSON.stringify(lines.find((line) => line.route === "/api/organizations") ?? loginLine),
  );
  console.log("\nnginx's line for the login:");
  console.log(accessLog.split("\n").find((line) => line.includes(loginId)));
  console.log("\nFrom /metrics:");
  console.log(
    metrics
      .text()
      .split("\n")
      .filter((line) =>
        /^(rawaq_http_requests_total\{method="POST",route="\/api\/auth\/login"|rawaq_http_request_duration_seconds_count\{method="GET",route="\/api\/organizations"|rawaq_db_pool|rawaq_book_imports|rawaq_mail_outbox|nodejs_eventloop_lag_p99)/.test(
          line,
        ),
      )
      .join("\n"),
  );
}

async function cleanUp() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
          setTimeout(() => child.kill("SIGKILL"), 8000).unref();
        }),
    ),
  );
  if (databaseName && adminUrl) {
    await asAdmin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => {});
  }
  rmSync(work, { recursive: true, force: true });
}

let crashed = false;
try {
  await main();
} catch (error) {
  crashed = true;
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp();
}
const failed = checks.filter((entry) => !entry.ok).length + (crashed ? 1 : 0);
console.log(
  `\nDeployment test: ${checks.length - failed + (crashed ? 1 : 0)} passed, ${failed} failed (${elapsed()})`,
);
process.exit(failed > 0 ? 1 : 0);
