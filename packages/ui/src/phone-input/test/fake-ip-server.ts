import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the fake IP-to-country service; its paths name the reply (`/sa`, `/error`…). */
    ipCountryServerUrl: string;
  }
}

/** Status and plain-text body per path: the spec's reply shapes and its failures. */
const REPLIES: Record<string, [number, string]> = {
  "/sa": [200, "1;SA;SAU;Saudi Arabia"],
  "/sa-short": [200, "1;SA"],
  "/sa-compact": [200, "1SA"],
  "/ae": [200, "1;AE;ARE;United Arab Emirates"],
  "/unknown-country": [200, "1;XX"],
  "/failure": [200, "0;"],
  "/other-text": [200, "<html>blocked</html>"],
  "/error": [500, "1;SA"],
};

/**
 * Vitest globalSetup (Node): a tiny local HTTP server for `createIpCountryLookup`, since browser
 * tests cannot start one. Records the method and body of each request for the contract test.
 */
export default async function setup(project: TestProject) {
  const requests: { method: string; path: string; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const headers = {
        "Access-Control-Allow-Origin": "*",
        "Content-Type": "text/plain; charset=utf-8",
      };
      if (path === "/requests") {
        response.writeHead(200, headers).end(JSON.stringify(requests));
        return;
      }
      requests.push({ method: request.method ?? "", path, body });
      const [status, text] = REPLIES[path] ?? [404, "not found"];
      response.writeHead(status, headers).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("ipCountryServerUrl", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
