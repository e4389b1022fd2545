import { parentPort } from "node:worker_threads";
import { checkList, type CheckListRequest } from "./check-list-core.ts";

// Runs off the main thread: a 10,000-row sheet takes about a second of CPU to read and check.
parentPort!.on("message", async (request: CheckListRequest) => {
  parentPort!.postMessage(await checkList(request));
});
