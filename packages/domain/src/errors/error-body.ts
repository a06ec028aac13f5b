import { z } from "zod";
import { ERROR_CODES } from "./error-codes";

/*
 * The error contract's schemas, apart from its codes (error-codes.ts): the portal's first chunk
 * reads the codes and needs no schema (docs/decisions/0022).
 */
export const errorCodeSchema = z.enum(ERROR_CODES);

/** The body core answers with on any 4xx/5xx, and the `data` the BFF attaches to a tRPC error. */
export const errorBodySchema = z.object({
  code: errorCodeSchema,
  /** Per-field message ids (see messages/validation-messages.ts), so a form shows each in place. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
