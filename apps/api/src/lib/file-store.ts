import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Where uploaded bytes live: outside the web root, under random names (DESIGN.md, Files). A
 * folder on local disk by default (`createDirectoryFileStore`); S3-compatible object storage when
 * several API processes share the uploads (`createS3FileStore`, decision 040).
 */
export interface FileStore {
  save(bytes: Uint8Array): Promise<string>;
  /** The bytes stored under `key`; `FileNotFound` when there are none. */
  read(key: string): Promise<Uint8Array>;
  remove(key: string): Promise<void>;
}

export class FileNotFound extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
    this.name = "FileNotFound";
  }
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** Keys come from the database, but paths and object names are built from them: only ours pass. */
export function assertFileKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a file key: ${key}`);
  return key;
}

export function createDirectoryFileStore(directory: string): FileStore {
  const pathOf = (key: string) => join(directory, key.slice(0, 2), assertFileKey(key));
  return {
    async save(bytes) {
      const key = randomBytes(16).toString("hex");
      await mkdir(join(directory, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await writeFile(pathOf(key), bytes, { mode: 0o600, flag: "wx" });
      return key;
    },
    async read(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new FileNotFound(key);
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
