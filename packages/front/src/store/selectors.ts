import type { RootState } from "./store";

export const selectUser = (state: RootState) => state.user.current;
export const selectIsAuthorized = (state: RootState) => state.user.current?.isAuthorized === true;
export const selectTenant = (state: RootState) => state.tenant;
export const selectLocale = (state: RootState) => state.culture.locale;
export const selectIsBusy = (state: RootState) => state.system.busy;
/** SPEC §2: the full-page loader stays until both the tenant and the user are set. */
export const selectStartupDone = (state: RootState) =>
  state.tenant.id !== null && state.user.current !== null;
