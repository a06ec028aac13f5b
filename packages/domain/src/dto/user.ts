import { z } from "zod";
import { LOCALES } from "../culture/locales";
import { fieldRules } from "../fields/field-rules";
import { toZod } from "../fields/to-zod";

export const ROLES = ["Administrator", "Organization"] as const;
export type Role = (typeof ROLES)[number];

/** GET /api/users/getCurrent: anonymous callers get `isAuthorized: false` and nulls. */
export const currentUserSchema = z.object({
  isAuthorized: z.boolean(),
  id: z.string().nullable(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

// In account/, so the store takes it without this module's field rules (docs/decisions/0022).
export { ANONYMOUS_USER } from "../account/current-user";

/** POST /api/account/login. Field errors carry the message ids of fields/field-rules.ts. */
export const loginInputSchema = z.object({
  email: toZod(fieldRules.email),
  password: toZod(fieldRules.loginPassword),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** POST /api/account/signUp: the same rules the sign-up form runs through Yup. */
export const signUpInputSchema = z.object({
  email: toZod(fieldRules.email),
  password: toZod(fieldRules.password),
  firstName: toZod(fieldRules.firstName),
  lastName: toZod(fieldRules.lastName),
  language: z.enum(LOCALES, { error: "field.invalid" }),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;
