import { appErrorCode, useTRPC } from "@reg/api";
import type { ErrorCode, TrackerProvider, Trainings } from "@reg/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

/** What the last action did, told in the page's polite status. */
export type TrackerOutcome =
  | { kind: "connected"; provider: TrackerProvider }
  | { kind: "synced"; added: number }
  | { kind: "disconnected"; provider: TrackerProvider };

export type TrackerActionName = "connect" | "sync" | "disconnect";

/**
 * Connect, sync and disconnect: each answers the whole trainings page, which replaces the one the
 * page shows (and the account's card reads). One action at a time; the last one's outcome or its
 * refusal, as an error code the page translates, stays until the next.
 */
export function useTrackerActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<TrackerOutcome | null>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const pageKey = trpc.trainings.get.queryKey();
  const keep = (page: Trainings) => queryClient.setQueryData(pageKey, page);
  const started = () => {
    setOutcome(null);
    setError(null);
  };
  const failed = (failure: unknown) => setError(appErrorCode(failure));

  const connect = useMutation(
    trpc.trainings.connect.mutationOptions({
      onMutate: started,
      onError: failed,
      onSuccess: (page, input) => {
        keep(page);
        setOutcome({ kind: "connected", provider: input.provider });
      },
    }),
  );
  const sync = useMutation(
    trpc.trainings.sync.mutationOptions({
      onMutate: started,
      onError: failed,
      onSuccess: (page) => {
        // "New" against what the page showed before: the answer holds the latest ones only.
        const known = new Set(queryClient.getQueryData(pageKey)?.trainings.map((t) => t.id));
        keep(page);
        setOutcome({
          kind: "synced",
          added: page.trainings.filter((t) => !known.has(t.id)).length,
        });
      },
    }),
  );
  const disconnect = useMutation(
    trpc.trainings.disconnect.mutationOptions({
      onMutate: started,
      onError: failed,
      onSuccess: (page) => {
        const provider = queryClient.getQueryData(pageKey)?.tracker?.provider;
        keep(page);
        if (provider) setOutcome({ kind: "disconnected", provider });
      },
    }),
  );

  const busy: TrackerActionName | null = connect.isPending
    ? "connect"
    : sync.isPending
      ? "sync"
      : disconnect.isPending
        ? "disconnect"
        : null;
  return {
    outcome,
    error,
    busy,
    /** The tracker being connected, while it is. */
    connecting: connect.isPending ? (connect.variables?.provider ?? null) : null,
    connect: (provider: TrackerProvider) => connect.mutate({ provider }),
    sync: () => sync.mutate(),
    disconnect: () => disconnect.mutate(),
  };
}

export type TrackerActions = ReturnType<typeof useTrackerActions>;
