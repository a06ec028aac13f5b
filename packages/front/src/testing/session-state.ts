import { ANONYMOUS_USER, type CurrentUser, type Tenant } from "@reg/domain";
import { createAppStore, type RootState } from "../store/store";
import { tenantResolved } from "../store/tenant-slice";
import { userLoaded } from "../store/user-slice";
import { testTenant } from "./render";

/** A signed-in person for the gates' tests. */
export const testPerson: CurrentUser = {
  ...ANONYMOUS_USER,
  isAuthorized: true,
  id: "u1",
  email: "a@b.ru",
};

/**
 * The store's state after start-up, as the login gates read it: `tenant` resolved (or its call
 * failed: no info), with its login address, and the person signed in or anonymous.
 */
export function sessionState(options: {
  signedIn: boolean;
  loginUrl?: string;
  tenantCallFailed?: boolean;
  tenant?: Tenant;
}): RootState {
  const tenant = options.tenant ?? testTenant;
  const store = createAppStore({ locale: "ru" });
  const info = options.tenantCallFailed
    ? null
    : {
        ...tenant,
        links: { ...tenant.links, loginUrl: options.loginUrl ?? tenant.links.loginUrl },
      };
  store.dispatch(tenantResolved({ id: tenant.organizedId ?? "default", info }));
  store.dispatch(userLoaded(options.signedIn ? testPerson : ANONYMOUS_USER));
  return store.getState();
}
