/** spec §2: a payload prefetch runs 1 s after a page settles, unless the connection is slow-2g. */
export const PREFETCH_DELAY_MS = 1000;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether prefetching is worth the visitor's bandwidth right now. */
export function canPrefetch(
  connection: NetworkInformationLike | undefined = (
    navigator as Navigator & { connection?: NetworkInformationLike }
  ).connection,
): boolean {
  return connection?.effectiveType !== "slow-2g" && connection?.saveData !== true;
}

/** Runs `prefetch` after the delay when the connection allows it; returns a cancel function. */
export function schedulePrefetch(prefetch: () => void, delayMs = PREFETCH_DELAY_MS): () => void {
  if (!canPrefetch()) return () => {};
  const timer = setTimeout(prefetch, delayMs);
  return () => clearTimeout(timer);
}
