import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { PASSWORD_RESET_TOKEN_PATTERN } from "@reg/domain";
import { ResetPasswordPage } from "../../features/account/reset-password-page";

/** A mangled token is no token: the page then says the link does not work. */
const resetSearchSchema = z.object({
  token: z.string().regex(PASSWORD_RESET_TOKEN_PATTERN).optional().catch(undefined),
});

export const Route = createFileRoute("/account/reset")({
  validateSearch: resetSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
