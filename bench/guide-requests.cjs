// autocannon's setupRequest for bench/guide.ts. autocannon's worker thread require()s it by path
// (a function cannot be handed to a worker), hence plain CommonJS. It reads the plan the bench
// wrote (RAWAQ_GUIDE_BENCH_PLAN) and gives each request the next address of the plan's list, one
// counter for all connections: 50 connections walk one list together instead of each sending the
// same first addresses, which the guide's page cache would answer for free.
"use strict";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, see above
const { readFileSync } = require("node:fs");

const plan = JSON.parse(readFileSync(process.env.RAWAQ_GUIDE_BENCH_PLAN, "utf8"));
let sent = 0;

module.exports = function setupRequest(request) {
  return { ...request, path: plan.paths[(plan.start + sent++) % plan.paths.length] };
};
