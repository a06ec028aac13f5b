import { loginGateTarget } from "@reg/front";
import { createFileRoute, redirect } from "@tanstack/react-router";

/** The login gate (SPEC §4): every route under this pathless layout needs a signed-in person. */
export const Route = createFileRoute("/_authed")({
  staticData: { requiresAuth: true },
  beforeLoad: ({ context, location }) => {
    const target = loginGateTarget(context.store.getState(), location.href, context.origin);
    if (target !== null) throw redirect({ href: target, replace: true });
  },
});
