import fc from "fast-check";

// Property tests draw the same cases on every run, so a failure reproduces and the mutation score
// (`pnpm test:mutation`) does not move between runs of the same code. Change the seed to explore.
fc.configureGlobal({ seed: 20261124 });

export { fc };
