import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Tenant } from "@reg/domain";

export interface TenantState {
  /** The id SPEC §4 steps 1–5 settle on; null until the tenant call has answered or failed. */
  id: string | null;
  /** The tenant's data; null when the call failed (SPEC §8: silent fallback to 'default'). */
  info: Tenant | null;
}

const initialState: TenantState = { id: null, info: null };

export const tenantSlice = createSlice({
  name: "tenant",
  initialState,
  reducers: {
    tenantResolved(_state, action: PayloadAction<TenantState & { id: string }>) {
      return action.payload;
    },
  },
});

export const { tenantResolved } = tenantSlice.actions;
