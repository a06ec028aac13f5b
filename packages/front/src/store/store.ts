import { combineReducers, configureStore } from "@reduxjs/toolkit";
import type { Locale } from "@reg/domain";
import { useDispatch, useSelector } from "react-redux";
import { cultureSlice } from "./culture-slice";
import { systemSlice } from "./system-slice";
import { tenantSlice } from "./tenant-slice";
import { userSlice } from "./user-slice";

const rootReducer = combineReducers({
  user: userSlice.reducer,
  tenant: tenantSlice.reducer,
  culture: cultureSlice.reducer,
  system: systemSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The locale is known before the first render (from the culture cookie), so it is preloaded; a page
 * the server rendered hands over its whole state (`state`), so the first render matches its HTML.
 */
export function createAppStore(options: { locale: Locale; state?: RootState }) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: options.state ?? { culture: { locale: options.locale } },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore["dispatch"];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
