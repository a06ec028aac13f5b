import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import {
  forgetLoginAttempt,
  rememberLoginAttempt,
  returnedWithoutSession,
  tabStorage,
} from "../features/login/login-attempts";
import { SessionNotSharedPage } from "../features/login/session-not-shared-page";
import { tenantLoginTarget } from "../features/login/tenant-login-gate";

/**
 * The login gate (SPEC §4) of a tenant's app: an anonymous person signs in on the portal and comes
 * back here. If they come back still anonymous, the gate says so rather than loop (login-attempts).
 */
export const Route = createFileRoute("/_authed")({
  staticData: { requiresAuth: true },
  beforeLoad: ({ context, location, preload }) => {
    // A link's preload (hover, touch) runs this too: it must not count as a trip to the login page.
    const storage = preload ? null : tabStorage();
    const target = tenantLoginTarget(context.store.getState(), location.href, {
      origin: context.origin,
      portalOrigin: context.portalOrigin,
    });
    if (target === null) {
      if (storage) forgetLoginAttempt(storage);
      return { loginTarget: null, sessionNotShared: false };
    }
    if (storage && returnedWithoutSession(storage, location.href, Date.now()))
      return { loginTarget: target, sessionNotShared: true };
    if (storage) rememberLoginAttempt(storage, location.href, Date.now());
    throw redirect({ href: target, replace: true });
  },
  component: AuthedLayout,
});

function AuthedLayout() {
  const { sessionNotShared, loginTarget } = Route.useRouteContext();
  if (!sessionNotShared || loginTarget === null) return <Outlet />;
  return (
    <SessionNotSharedPage
      onTryAgain={() => {
        const storage = tabStorage();
        if (storage) forgetLoginAttempt(storage);
        window.location.assign(loginTarget);
      }}
    />
  );
}
