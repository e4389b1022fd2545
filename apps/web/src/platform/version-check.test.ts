import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchLatestBuildId, watchForNewVersion } from "./version-check.ts";

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  );

describe("version check", () => {
  afterEach(() => vi.useRealTimers());

  it("asks for builds/latest.json with a timestamp that busts caches", async () => {
    const fetchImpl = answer({ id: "b2" });
    await expect(fetchLatestBuildId(fetchImpl)).resolves.toBe("b2");
    expect(String(fetchImpl.mock.calls[0]?.[0])).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
  });

  it("only logs a failed check", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(fetchLatestBuildId(answer({}, 503))).resolves.toBeNull();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it("tells once when a different build is published, not for the same build", async () => {
    vi.useFakeTimers();
    const onNewVersion = vi.fn();
    let published = "b1";
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ id: published })));
    const stop = watchForNewVersion("b1", onNewVersion, { intervalMs: 1000, fetchImpl });

    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewVersion).not.toHaveBeenCalled();
    published = "b2";
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewVersion).toHaveBeenCalledOnce();
    stop();
  });
});
