import { gzipSync } from "node:zlib";
import { KEPT_ANSWER } from "../../http/compress.ts";

/**
 * The guide's answers kept in memory, each with the guide version it was made at (decision 083):
 * a crowd asking the same pages and searches is answered without the database but for one read
 * of the version, and any change the guide shows moves the version, so nothing stale is served.
 * Least recently used answers go first beyond `capacity`.
 */
export interface KeptAnswer {
  version: string;
  status: number;
  contentType: string;
  body: string;
  /** The body gzipped at the best level, made once, on the first request that accepts it. */
  gzip(): Uint8Array;
  /** The folded query of a search that found nothing, counted each time it is served. */
  miss: string | null;
}

/** An answer with its gzip made on demand (once), whether it is then kept or sent once. */
export function answerWithGzip(answer: Omit<KeptAnswer, "gzip">): KeptAnswer {
  let gzipped: Uint8Array | undefined;
  return { ...answer, gzip: () => (gzipped ??= gzipSync(answer.body, KEPT_ANSWER)) };
}

export function createPageCache(capacity: number) {
  const answers = new Map<string, KeptAnswer>();
  return {
    get(key: string, version: string): KeptAnswer | undefined {
      const answer = answers.get(key);
      if (!answer || answer.version !== version) return undefined;
      // Map keeps insertion order: taking it out and back makes it the most recent.
      answers.delete(key);
      answers.set(key, answer);
      return answer;
    },
    keep(key: string, answer: Omit<KeptAnswer, "gzip">): KeptAnswer {
      const kept = answerWithGzip(answer);
      answers.delete(key);
      answers.set(key, kept);
      while (answers.size > capacity) answers.delete(answers.keys().next().value!);
      return kept;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
