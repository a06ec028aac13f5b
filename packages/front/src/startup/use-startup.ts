import { useTRPC, useTRPCClient, type ApiOptions } from "@reg/api";
import { resolveTenantId } from "@reg/domain";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSiteConfig } from "../site-config";
import { tenantResolved } from "../store/tenant-slice";
import { useAppDispatch } from "../store/store";
import { userLoaded } from "../store/user-slice";
import { applyTenantToDocument } from "@reg/ui";
import { readStoredTenantOverride } from "./startup-query";

/** Fetched once per page load: nothing about the tenant or the session changes behind our back. */
const ONCE = {
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnMount: false,
  refetchOnReconnect: false,
} as const;

/**
 * The tenant read of the start-up, tried once: a failure means 'default' (SPEC §8), so neither a
 * retry nor a second observer's mount may ask again. bootFrontApp starts it before the first
 * render, beside the language's catalog; the hook below then finds it under way or done.
 */
export function startupTenantQuery(api: ApiOptions) {
  return { ...api.tenant.getCurrent.queryOptions(), ...ONCE, retry: false, retryOnMount: false };
}

/** The user read of the start-up: the server's render asks it with the same key, so the page reuses it. */
export function startupUserQuery(api: ApiOptions) {
  return { ...api.user.getCurrent.queryOptions(), ...ONCE };
}

const HANDOFF_QUERY_KEY = ["startup", "sessionHandoff"] as const;

/**
 * SPEC §4 start-up: the tenant, THEN the user, each fetched once, both into the store. A failed
 * tenant call falls back to 'default' silently (SPEC §8); the user call is asked only after.
 * With a session hand-over code (a tenant's app, back from the portal's login page), the code is
 * redeemed between the two, so the user call already sees this host's new session. A refused code
 * leaves the person anonymous, as if there had been none: the app's login gate takes it from there
 * (docs/decisions/0008 §4).
 */
export function useStartup(options: { handoffCode: string | null }) {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const dispatch = useAppDispatch();
  const { rrTenantDefault } = useSiteConfig();
  const { handoffCode } = options;

  const tenant = useQuery(startupTenantQuery(trpc));
  const tenantSettled = tenant.isSuccess || tenant.isError;
  // A query, though the call is a mutation: React Query runs a query exactly once for the page,
  // StrictMode's doubled effects included, and a second try of a one-time code could only fail.
  const handoff = useQuery({
    queryKey: HANDOFF_QUERY_KEY,
    queryFn:
      handoffCode === null
        ? skipToken
        : () =>
            trpcClient.auth.redeemHandoff.mutate({ code: handoffCode }).then(
              () => true,
              () => false,
            ),
    ...ONCE,
    retry: false,
    // After the tenant call, whose answer hands out the CSRF cookie the mutation needs.
    enabled: tenantSettled,
  });
  const handoffSettled = handoffCode === null || handoff.isSuccess;
  const user = useQuery({
    ...startupUserQuery(trpc),
    enabled: tenantSettled && handoffSettled,
  });

  useEffect(() => {
    if (!tenantSettled) return;
    const info = tenant.data ?? null;
    const id = resolveTenantId({
      tenantCallFailed: tenant.isError,
      organizedId: info?.organizedId,
      hostname: window.location.hostname,
      localStorageTtt: readStoredTenantOverride(),
      rrDefault: rrTenantDefault,
    });
    dispatch(tenantResolved({ id, info }));
    applyTenantToDocument(document.documentElement, id, info);
  }, [tenantSettled, tenant.data, tenant.isError, rrTenantDefault, dispatch]);

  useEffect(() => {
    if (user.data) dispatch(userLoaded(user.data));
  }, [user.data, dispatch]);

  return { userFailed: user.isError, retryUser: () => void user.refetch() };
}
