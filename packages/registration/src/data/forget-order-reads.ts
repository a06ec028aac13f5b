import { useTRPC } from "@reg/api";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/**
 * Every read of the registration and its payment is read again (the draft was dropped, or the
 * names must come in another language): tRPC's keys of the two routers, whatever their input.
 */
export function useForgetOrderReads() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.registration.pathFilter()),
      queryClient.invalidateQueries(trpc.payment.pathFilter()),
    ]);
  }, [trpc, queryClient]);
}
