export { ApiProvider } from "./api-provider";
export { appErrorCode, appErrorStatus, appFieldErrors } from "./app-error";
export { readCookie } from "./cookies";
export { csrfHeaders } from "./csrf";
export { createApiOptions, type ApiOptions } from "./options-proxy";
export { createQueryClient, shouldRetry, type QueryClientOptions } from "./query-client";
export { createTrpcClient, type AppTrpcClient, type TrpcClientOptions } from "./trpc-client";
export { TRPCProvider, useTRPC, useTRPCClient } from "./trpc-context";
export type { RouterInputs, RouterOutputs } from "./router-types";
