/**
 * How often the app asks whether a new build is out (spec §2 leaves it open). Five minutes keeps
 * the cost to one tiny uncached request per tab, and the app also checks whenever the tab comes
 * back into view, which is when a stale tab matters.
 */
export const VERSION_POLL_INTERVAL_MS = 5 * 60 * 1000;

/** The id of the newest build, or null when it cannot be read (failures are only logged). */
export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    // Cache-busted with a timestamp (spec §7), on top of the server's no-store.
    const response = await fetchImpl(`/builds/latest.json?t=${Date.now()}`, { cache: "no-store" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { id?: unknown };
    if (typeof body.id !== "string") throw new Error("latest.json has no id");
    return body.id;
  } catch (error) {
    console.error("Could not check for a new version:", error);
    return null;
  }
}

/** Calls `onNewVersion` once a build other than `currentBuildId` is published. */
export function watchForNewVersion(
  currentBuildId: string,
  onNewVersion: () => void,
  options: { intervalMs?: number; fetchImpl?: typeof fetch } = {},
): () => void {
  let stopped = false;
  const check = async () => {
    const latest = await fetchLatestBuildId(options.fetchImpl);
    if (!stopped && latest !== null && latest !== currentBuildId) {
      stopped = true;
      onNewVersion();
    }
  };
  const timer = setInterval(check, options.intervalMs ?? VERSION_POLL_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === "visible") void check();
  };
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
