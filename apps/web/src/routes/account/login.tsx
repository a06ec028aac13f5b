import { createFileRoute, redirect } from "@tanstack/react-router";
import * as z from "zod/mini";
import { LoginPage } from "../../features/account/login-page";
import { signedInLoginTarget } from "../../features/account/login-gate";
import {
  handoffIssuer,
  returnAddressWithHandoff,
} from "../../features/account/return-with-handoff";
import { trustedReturnHosts } from "../../env";

/** Bad values are dropped rather than shown as an error: a mangled link still opens the login page. */
const loginSearchSchema = z.object({
  returnUrl: z.catch(z.optional(z.string()), undefined),
  mode: z.catch(z.optional(z.enum(["login", "signup"])), undefined),
});

export const Route = createFileRoute("/account/login")({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context, search, preload }) => {
    const target = signedInLoginTarget(
      context.store.getState(),
      search.returnUrl,
      trustedReturnHosts,
    );
    if (target === null) return;
    // A tenant app's full address is another site: redirect() loads it as a new document, with a
    // one-time code that carries the session there. A preload (a hovered link) spends no code.
    const href = preload
      ? target
      : await returnAddressWithHandoff(target, handoffIssuer(context.trpcClient));
    throw redirect({ href, replace: true });
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
