import { readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
// @ts-expect-error s3rver ships no types; only its constructor, run and close are used here.
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { files } from "../src/db/schema/index.ts";
import { type FileStore, FileNotFound, createDirectoryFileStore } from "../src/lib/file-store.ts";
import { createS3FileStore } from "../src/lib/s3-file-store.ts";
import { createUser } from "./fixtures.ts";
import { type TestApp, createTestApp } from "./helpers.ts";

// Uploads in S3-compatible object storage (decision 040), against a real S3 server speaking the
// protocol over HTTP (s3rver, in this process), with the same contract as the directory store.

interface S3Server {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

let server: S3Server;
let serverDir: string;
let endpoint: string;
const BUCKET = "rawaq-test";
const s3Store = (prefix = "uploads/") =>
  createS3FileStore({
    bucket: BUCKET,
    endpoint,
    region: "us-east-1",
    prefix,
    // s3rver's fixed development credentials.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });

beforeAll(async () => {
  serverDir = await mkdtemp(join(tmpdir(), "rawaq-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET }],
  }) as S3Server;
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server.close();
  await rm(serverDir, { recursive: true, force: true });
});

const BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10, 0x7f]);

describe.each([
  ["a folder on disk", async () => createDirectoryFileStore(await mkdtemp(join(tmpdir(), "up-")))],
  ["S3-compatible object storage", async () => s3Store()],
] as const)("the file store in %s", (_where, open: () => Promise<FileStore>) => {
  test("keeps bytes exactly under a new random key, and forgets them when removed", async () => {
    const store = await open();
    const key = await store.save(BYTES);
    const other = await store.save(BYTES);
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(other).not.toBe(key);
    expect(await store.read(key)).toEqual(BYTES);

    await store.remove(key);
    await expect(store.read(key)).rejects.toBeInstanceOf(FileNotFound);
    expect(await store.read(other)).toEqual(BYTES);
  });

  test("refuses a key that is not one of its own", async () => {
    const store = await open();
    await expect(store.read("../../etc/passwd")).rejects.toThrow(/Not a file key/);
    await expect(store.read("A".repeat(32))).rejects.toThrow(/Not a file key/);
  });
});

describe("the API on object storage", () => {
  let first: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ fileStore: s3Store("shared/") });
  });
  afterAll(() => first.close());

  test("a document uploaded through it is in the bucket, not on the process's disk", async () => {
    const owner = await createUser(first, { withIdentityDocument: false });
    const body = new FormData();
    const png = new Uint8Array(readFileSync(new URL("./images/gps.png", import.meta.url)));
    body.set("file", new File([png], "passport.png", { type: "image/png" }));
    const uploaded = await first.request("/api/profile/identity-document", {
      method: "POST",
      headers: owner.headers(),
      body,
    });
    expect(uploaded.status).toBe(201);

    const served = await first.request("/api/profile/identity-document", {
      headers: owner.headers(),
    });
    expect(served.status).toBe(200);
    const servedBytes = new Uint8Array(await served.arrayBuffer());
    expect(servedBytes.subarray(0, 4)).toEqual(png.subarray(0, 4));
    expect(await readdir(first.uploadsDir)).toEqual([]);

    // Another process (its own client of the bucket) reads the same object by the key on record.
    const [row] = await first.db.select().from(files).where(eq(files.ownerUserId, owner.id));
    expect(await s3Store("shared/").read(row!.storageKey)).toEqual(servedBytes);
  });
});
