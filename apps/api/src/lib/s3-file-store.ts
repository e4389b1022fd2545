import { randomBytes } from "node:crypto";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { type FileStore, FileNotFound, assertFileKey } from "./file-store.ts";

export interface S3FileStoreOptions {
  bucket: string;
  /** An S3-compatible server (MinIO, Garage, Ceph…); unset for AWS itself. */
  endpoint?: string;
  /** Default us-east-1, which S3-compatible servers accept whatever their own. */
  region?: string;
  /** Key prefix inside the bucket, e.g. `rawaq/`. */
  prefix?: string;
  /** Explicit credentials; without them the SDK's standard chain (AWS_ACCESS_KEY_ID…) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Uploads in S3-compatible object storage, so several API processes share them (decision 040).
 * Same keys and contract as the directory store: random 32-hex names, private objects, the
 * bytes served only through the API's access checks.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore & { close(): void } {
  const client = new S3Client({
    region: options.region ?? "us-east-1",
    endpoint: options.endpoint,
    // Path-style URLs work on every S3-compatible server; virtual hosts need DNS per bucket.
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.credentials,
    // Checksums only where S3 requires them: S3-compatible servers differ in the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const objectKey = (key: string) => `${options.prefix ?? ""}${assertFileKey(key)}`;
  return {
    async save(bytes) {
      const key = randomBytes(16).toString("hex");
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: "application/octet-stream",
          // Never overwrite: a collision of 128 random bits would be a bug, not a replacement.
          IfNoneMatch: "*",
        }),
      );
      return key;
    },
    async read(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) throw new FileNotFound(key);
        return await answer.Body.transformToByteArray();
      } catch (error) {
        if (error instanceof NoSuchKey) throw new FileNotFound(key);
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    close: () => client.destroy(),
  };
}
