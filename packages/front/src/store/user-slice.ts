import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { ANONYMOUS_USER, type CurrentUser } from "@reg/domain";

export interface UserState {
  /** Null until the start-up call answers; then the person, or ANONYMOUS_USER. */
  current: CurrentUser | null;
}

const initialState: UserState = { current: null };

export const userSlice = createSlice({
  name: "user",
  initialState,
  reducers: {
    userLoaded(state, action: PayloadAction<CurrentUser>) {
      state.current = action.payload;
    },
    userSignedOut(state) {
      state.current = ANONYMOUS_USER;
    },
  },
});

export const { userLoaded, userSignedOut } = userSlice.actions;
