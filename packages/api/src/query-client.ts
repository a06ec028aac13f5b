import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import type { ErrorCode } from "@reg/domain";
import { appErrorCode, appErrorStatus } from "./app-error";

/** Two more tries after the first failure: enough for a blip, not enough to pile onto a struggling server. */
const MAX_FAILURES = 3;

/**
 * Retry only what a retry can fix: a dropped connection or a 5xx. A 4xx will fail the same way
 * again, and BUSY means the server asked us to back off.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_FAILURES - 1) return false;
  if (appErrorCode(error) === "BUSY") return false;
  const status = appErrorStatus(error);
  return status === null || status >= 500;
}

export interface QueryClientOptions {
  /** Sees every failed query and mutation once, e.g. to switch to the heavy-load page on BUSY. */
  onAppError?: (code: ErrorCode, error: unknown) => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const report = (error: unknown) => options.onAppError?.(appErrorCode(error), error);
  return new QueryClient({
    queryCache: new QueryCache({ onError: report }),
    mutationCache: new MutationCache({ onError: report }),
    defaultOptions: {
      // SPEC §9: queries do not refetch on window focus.
      queries: { refetchOnWindowFocus: false, retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
