import { describe, expect, it, vi } from "vitest";
import { createQueryClient, shouldRetry } from "./query-client";

const failure = (appCode: string, httpStatus: number) => ({ data: { appCode, httpStatus } });
const networkFailure = new TypeError("fetch failed");

describe("shouldRetry", () => {
  it("never retries a 4xx answer", () => {
    expect(shouldRetry(0, failure("NOT_FOUND", 404))).toBe(false);
    expect(shouldRetry(0, failure("INVALID_CREDENTIALS", 401))).toBe(false);
    expect(shouldRetry(0, failure("TOO_MANY_ATTEMPTS", 429))).toBe(false);
  });

  it("backs off when the server says it is busy", () => {
    expect(shouldRetry(0, failure("BUSY", 503))).toBe(false);
  });

  it("retries a 5xx or a dropped connection, twice at most", () => {
    expect(shouldRetry(0, failure("UPSTREAM_UNAVAILABLE", 502))).toBe(true);
    expect(shouldRetry(1, networkFailure)).toBe(true);
    expect(shouldRetry(2, networkFailure)).toBe(false);
  });
});

describe("createQueryClient", () => {
  it("does not refetch on window focus and does not retry mutations", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it("reports the code of every failed query once", async () => {
    const onAppError = vi.fn();
    const client = createQueryClient({ onAppError });
    const error = failure("BUSY", 503);
    await expect(
      client.fetchQuery({ queryKey: ["x"], queryFn: () => Promise.reject(error), retry: false }),
    ).rejects.toBe(error);
    expect(onAppError).toHaveBeenCalledTimes(1);
    expect(onAppError).toHaveBeenCalledWith("BUSY", error);
  });

  it("reports failed mutations too", async () => {
    const onAppError = vi.fn();
    const client = createQueryClient({ onAppError });
    const error = failure("CSRF_FAILED", 403);
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(error) });
    await expect(mutation.execute(undefined)).rejects.toBe(error);
    expect(onAppError).toHaveBeenCalledWith("CSRF_FAILED", error);
  });
});
