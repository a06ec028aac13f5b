import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { AppRouter } from "@reg/bff/router";
import type { AppTrpcClient } from "./trpc-client";

/** The same `queryOptions()` the components use, for route loaders that prefetch outside React. */
export function createApiOptions(queryClient: QueryClient, trpcClient: AppTrpcClient) {
  return createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
}
export type ApiOptions = ReturnType<typeof createApiOptions>;
