// autocannon's setupRequest for bench/logistics.ts. autocannon's worker thread require()s it by
// path (a function cannot be handed to a worker), hence plain CommonJS. It reads the plan the
// bench wrote (RAWAQ_BENCH_PLAN) and makes each request different:
// - GET: the list, page after page (`?page=1…N&per_page=50`);
// - PUT: the next book, its quantity and first parcel's share changed by a step that differs
//   from the book's previous save (so each save rewrites the parcels, the path a real edit takes).
"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const { readFileSync } = require("node:fs");

const plan = JSON.parse(readFileSync(process.env.RAWAQ_BENCH_PLAN, "utf8"));
let sent = 0;

module.exports = function setupRequest(request) {
  const n = sent++;
  if (request.method === "GET") {
    const page = (n % plan.pages) + 1;
    return { ...request, path: `${plan.listPath}?page=${page}&per_page=${plan.perPage}` };
  }
  const book = plan.books[n % plan.books.length];
  // A book's consecutive saves differ by books.length (mod 997 ≠ 0); runs start far apart.
  const step = (plan.run * 100_003 + n) % 997;
  return {
    ...request,
    path: `${plan.savePath}/${book.id}`,
    body: JSON.stringify({
      quantity: book.quantity + step,
      price: book.price,
      barcode: book.barcode,
      parcels: book.parcels.map((share, index) => ({
        number: share.number,
        quantity: share.quantity + (index === 0 ? step : 0),
      })),
    }),
  };
};
