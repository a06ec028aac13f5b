import { createSlice } from "@reduxjs/toolkit";

export interface SystemState {
  /** The BFF answered BUSY: the whole page gives way to the heavy-load notice (SPEC §8). */
  busy: boolean;
}

export const systemSlice = createSlice({
  name: "system",
  initialState: { busy: false } as SystemState,
  reducers: {
    busyDetected(state) {
      state.busy = true;
    },
  },
});

export const { busyDetected } = systemSlice.actions;
