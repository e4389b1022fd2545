import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const DOMAIN_SRC = fileURLToPath(new URL("../../domain/src/", import.meta.url));
// A type-only import (`import type …`) is erased by the build: it weighs nothing.
const IMPORT = /^\s*(?:import|export)\s(?!type\s)[^;]*?from\s+"([^"]+)";/gms;

/** Every module a file reaches through its static imports: local files and package names. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    if (specifier!.startsWith(".")) reach(resolve(dirname(file), specifier!), seen);
    else if (specifier!.startsWith("@rawaq/domain/")) {
      reach(resolve(DOMAIN_SRC, `${specifier!.slice("@rawaq/domain/".length)}.ts`), seen);
    } else seen.add(specifier!);
  }
  return seen;
}

// Every signed-in page loads the client. The form rules' data (phone metadata, about 60 KB
// compressed, and the country list) belongs to the forms that need it, so reading answers must
// not reach it: answers are checked with shape schemas, inputs live in *-input / account modules.
test("the client checks answers without reaching the form rules' phone and country data", () => {
  const reached = [...reach(fileURLToPath(new URL("client.ts", import.meta.url)))];

  expect(reached.filter((module) => module.startsWith("libphonenumber-js"))).toEqual([]);
  expect(reached.filter((module) => /[\\/]geo[\\/]|[\\/]phone\.ts$/.test(module))).toEqual([]);
  // The walk really follows the domain package: the shapes come from there.
  expect(reached.some((module) => module.endsWith("organization.ts"))).toBe(true);
});
