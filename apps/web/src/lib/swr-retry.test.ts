import { ApiError } from "@rawaq/api-client/client";
import { describe, expect, test, vi } from "vitest";
import { MAX_GET_RETRIES, isRetryable, onErrorRetry, retryDelay } from "./swr-retry.ts";

describe("SWR retries of failed GETs", () => {
  test("network failures, server failures and rate limits are retried; 4xx answers are not", () => {
    expect(isRetryable(new ApiError(0, "offline"))).toBe(true);
    expect(isRetryable(new ApiError(500, "boom"))).toBe(true);
    expect(isRetryable(new ApiError(503, "busy"))).toBe(true);
    expect(isRetryable(new ApiError(429, "slow down"))).toBe(true);
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) {
      expect(isRetryable(new ApiError(status, "no")), String(status)).toBe(false);
    }
  });

  test("a few retries with a growing wait, then the view shows its error", () => {
    vi.useFakeTimers();
    try {
      const revalidate = vi.fn();
      onErrorRetry(new ApiError(0, "offline"), "k", {}, revalidate, { retryCount: 1 });
      vi.advanceTimersByTime(retryDelay(1) - 1);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledWith({ retryCount: 1 });
      expect(retryDelay(2)).toBeGreaterThan(retryDelay(1));

      revalidate.mockClear();
      onErrorRetry(new ApiError(0, "offline"), "k", {}, revalidate, {
        retryCount: MAX_GET_RETRIES + 1,
      });
      onErrorRetry(new ApiError(404, "gone"), "k", {}, revalidate, { retryCount: 1 });
      vi.runAllTimers();
      expect(revalidate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
