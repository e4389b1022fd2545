import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Where uploaded bytes live: outside the web root, under random names (DESIGN.md, Files). */
export interface FileStore {
  save(bytes: Uint8Array): Promise<string>;
  read(key: string): Promise<Uint8Array>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

export function createDirectoryFileStore(directory: string): FileStore {
  const pathOf = (key: string) => {
    // Keys come from the database, but a path is built from them: accept only our own shape.
    if (!KEY_PATTERN.test(key)) throw new Error(`Not a file key: ${key}`);
    return join(directory, key.slice(0, 2), key);
  };
  return {
    async save(bytes) {
      const key = randomBytes(16).toString("hex");
      await mkdir(join(directory, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await writeFile(pathOf(key), bytes, { mode: 0o600, flag: "wx" });
      return key;
    },
    async read(key) {
      return new Uint8Array(await readFile(pathOf(key)));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
