import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

// The API as an operator runs it (`node src/server.ts`), for the tests about the process itself:
// settings, the data-folder lock, signals, restarts and faults.

const API_DIR = fileURLToPath(new URL("..", import.meta.url));
/** The server's own settings, cleared from the test's environment before each start. */
export const OWN_SETTINGS = [
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "WEB_DIST_DIR",
  "SEED_DEMO_DATA",
];
/** A fresh PGlite folder runs initdb (~3 s alone, more with the suite's other workers). */
export const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Every server started and not exited yet: afterAll kills what a failed test left. */
export const running = new Set<ServerProcess>();

export function startServer(settings: Record<string, string>): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A DATABASE_URL from CI would send the server elsewhere than the test means.
  for (const name of OWN_SETTINGS) delete env[name];
  const child = spawn(process.execPath, ["src/server.ts"], {
    cwd: API_DIR,
    env: { ...env, ...settings },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const server: ServerProcess = {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited: once(child, "exit").then(([code, signal]) => {
      running.delete(server);
      return { code: code as number | null, signal: signal as NodeJS.Signals | null };
    }),
  };
  running.add(server);
  return server;
}

export async function waitUntilListening(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (!server.stdout().includes("listening")) {
    if (exited || Date.now() > deadline) {
      throw new Error(
        `The server did not start (${exited ? "it exited" : "timed out"}).\n` +
          `stdout:\n${server.stdout()}\nstderr:\n${server.stderr()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  await once(probe, "close");
  if (address === null || typeof address === "string") throw new Error("No port was assigned.");
  return address.port;
}

/** A server started on a free port, once it listens; `base` is its address for fetch. */
export async function startListening(
  settings: Record<string, string>,
): Promise<{ server: ServerProcess; port: number; base: string }> {
  const port = await freePort();
  const server = startServer({ ...settings, PORT: String(port) });
  await waitUntilListening(server);
  return { server, port, base: `http://127.0.0.1:${port}` };
}
