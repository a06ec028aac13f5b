import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import type { AppRouter } from "@reg/bff/router";
import { csrfHeaders } from "./csrf";

export interface TrpcClientOptions {
  /** Where the BFF serves tRPC; same origin in every deployment. */
  url?: string;
  /** The page's cookies, read on every request so a rotated CSRF token is picked up. */
  readCookies?: () => string;
  fetch?: typeof globalThis.fetch;
}

export type AppTrpcClient = TRPCClient<AppRouter>;

export function createTrpcClient(options: TrpcClientOptions = {}): AppTrpcClient {
  const readCookies = options.readCookies ?? (() => document.cookie);
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: options.url ?? "/trpc",
        // Queries carry the token too: harmless, and it keeps one code path for every request.
        headers: () => csrfHeaders(readCookies()),
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    ],
  });
}
