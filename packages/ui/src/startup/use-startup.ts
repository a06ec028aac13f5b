import { useTRPC } from "@reg/api";
import { resolveTenantId } from "@reg/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSiteConfig } from "../site-config";
import { tenantResolved } from "../store/tenant-slice";
import { useAppDispatch } from "../store/store";
import { userLoaded } from "../store/user-slice";
import { applyTenantToDocument } from "../theme/apply-tenant-theme";
import { readStoredTenantOverride } from "./startup-query";

/** Fetched once per page load: nothing about the tenant or the session changes behind our back. */
const ONCE = {
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnMount: false,
  refetchOnReconnect: false,
} as const;

/**
 * SPEC §4 start-up: the tenant, THEN the user, each fetched once, both into the store. A failed
 * tenant call falls back to 'default' silently (SPEC §8); the user call is asked only after.
 */
export function useStartup() {
  const trpc = useTRPC();
  const dispatch = useAppDispatch();
  const { rrTenantDefault } = useSiteConfig();

  const tenant = useQuery({ ...trpc.tenant.getCurrent.queryOptions(), ...ONCE, retry: false });
  const tenantSettled = tenant.isSuccess || tenant.isError;
  const user = useQuery({
    ...trpc.user.getCurrent.queryOptions(),
    ...ONCE,
    enabled: tenantSettled,
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
