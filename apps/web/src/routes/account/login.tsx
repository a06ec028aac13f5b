import { createFileRoute, redirect } from "@tanstack/react-router";
import { z } from "zod";
import { LoginPage } from "../../features/account/login-page";
import { signedInLoginTarget } from "../../features/account/login-gate";
import { trustedReturnHosts } from "../../env";

/** Bad values are dropped rather than shown as an error: a mangled link still opens the login page. */
const loginSearchSchema = z.object({
  returnUrl: z.string().optional().catch(undefined),
  mode: z.enum(["login", "signup"]).optional().catch(undefined),
});

export const Route = createFileRoute("/account/login")({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ context, search }) => {
    const target = signedInLoginTarget(
      context.store.getState(),
      search.returnUrl,
      trustedReturnHosts,
    );
    // A tenant app's full address is another site: redirect() loads it as a new document.
    if (target !== null) throw redirect({ href: target, replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LoginPage
      mode={search.mode ?? "login"}
      returnUrl={search.returnUrl}
      onModeChange={(mode) =>
        void navigate({
          search: (prev) => ({ ...prev, mode: mode === "login" ? undefined : mode }),
          replace: true,
        })
      }
    />
  );
}
