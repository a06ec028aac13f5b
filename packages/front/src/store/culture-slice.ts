import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { DEFAULT_LOCALE, type Locale } from "@reg/domain";

export interface CultureState {
  locale: Locale;
}

export const cultureSlice = createSlice({
  name: "culture",
  initialState: { locale: DEFAULT_LOCALE } as CultureState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
  },
});

export const { localeChanged } = cultureSlice.actions;
