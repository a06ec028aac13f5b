export { cultureSlice, localeChanged, type CultureState } from "./culture-slice";
export * from "./selectors";
export {
  createAppStore,
  useAppDispatch,
  useAppSelector,
  type AppDispatch,
  type AppStore,
  type RootState,
} from "./store";
export { busyDetected, systemSlice, type SystemState } from "./system-slice";
export { tenantResolved, tenantSlice, type TenantState } from "./tenant-slice";
export { userLoaded, userSignedOut, userSlice, type UserState } from "./user-slice";
