import { fieldErrorsFromIssues } from "@reg/domain";
import type { z } from "zod";
import { AppError } from "./app-error";

/**
 * Parses request input or throws 400 VALIDATION_FAILED with a message id per bad field, the same
 * mapping the BFF uses (zod's own English text never goes out).
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrorsFromIssues(result.error.issues);
  throw new AppError("VALIDATION_FAILED", Object.keys(fields).length > 0 ? fields : undefined);
}
