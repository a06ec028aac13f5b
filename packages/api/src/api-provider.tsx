import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AppTrpcClient } from "./trpc-client";
import { TRPCProvider } from "./trpc-context";

export function ApiProvider(props: {
  queryClient: QueryClient;
  trpcClient: AppTrpcClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <TRPCProvider queryClient={props.queryClient} trpcClient={props.trpcClient}>
        {props.children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
