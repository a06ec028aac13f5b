import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@reg/bff/router";

/** `useTRPC().events.list.queryOptions(input)` is how a component or loader asks for data. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
