import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@reg/bff/router";

/** Each procedure's input and output as the client sees them, e.g. `RouterInputs["registration"]["getCart"]`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
