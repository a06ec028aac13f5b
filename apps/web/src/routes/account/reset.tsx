import { createFileRoute } from "@tanstack/react-router";
import * as z from "zod/mini";
import { PASSWORD_RESET_TOKEN_PATTERN } from "@reg/domain";
import { ResetPasswordPage } from "../../features/account/reset-password-page";

/** A mangled token is no token: the page then says the link does not work. */
const resetSearchSchema = z.object({
  token: z.catch(z.optional(z.string().check(z.regex(PASSWORD_RESET_TOKEN_PATTERN))), undefined),
});

export const Route = createFileRoute("/account/reset")({
  validateSearch: resetSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
