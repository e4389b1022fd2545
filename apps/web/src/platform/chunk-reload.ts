/** spec §8/§9: a chunk load error reloads the page, at most once per 10 seconds per path. */
export const RELOAD_GUARD_WINDOW_MS = 10_000;
const STORAGE_PREFIX = "rawaq:chunk-reload:";

/** Errors a browser raises when a lazily loaded module (a chunk of an older build) is gone. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page unless this path was already reloaded for a chunk error in the last 10 s;
 * returns whether it reloaded. The guard lives in sessionStorage so it survives the reload.
 */
export function reloadForChunkError(
  path: string = location.pathname,
  now: number = Date.now(),
  reload: () => void = () => location.reload(),
): boolean {
  const key = `${STORAGE_PREFIX}${path}`;
  const last = sessionStorage.getItem(key);
  if (last !== null && now - Number(last) < RELOAD_GUARD_WINDOW_MS) return false;
  sessionStorage.setItem(key, String(now));
  reload();
  return true;
}
