import { Worker } from "node:worker_threads";
import { BACKGROUND_SLOTS, createSlots } from "../../lib/slots.ts";
import type { CheckListRequest, CheckListResult } from "./check-list-core.ts";

/** Workers checking lists at once; more uploads wait their turn rather than take every core. */
export const checkListSlots = createSlots(BACKGROUND_SLOTS);

/**
 * Checks an uploaded book list in a worker thread, so a large sheet does not hold up the
 * requests of other users while it is read (bench/book-import.ts measures both).
 * One short-lived worker per upload (uploads are rare, and nothing is shared between them), at
 * most {@link BACKGROUND_SLOTS} at once.
 */
export function checkBookList(request: CheckListRequest): Promise<CheckListResult> {
  return checkListSlots.run(() => checkInWorker(request));
}

function checkInWorker(request: CheckListRequest): Promise<CheckListResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./check-list-worker.ts", import.meta.url));
    worker.once("message", (result: CheckListResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`The book-list worker stopped with code ${code}.`));
    });
    worker.postMessage(request, [request.bytes.buffer as ArrayBuffer]);
  });
}
