import type { FastifyInstance } from "fastify";
import { LEGACY_CONTRACT } from "@reg/domain";
import type { CoreContext } from "../../context";
import { requestHost } from "../../http/request-host";
import { requireUser } from "../../http/require-user";
import { issueHandoff, redeemHandoff } from "./handoff-service";
import {
  loginRateLimitConfig,
  perAddressRateLimitConfig,
  type LoginRateLimit,
} from "./login-rate-limit";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { profileOf, updateProfile } from "./profile";
import { logIn, logOut, signUp } from "./service";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "./session-cookie";
import { legacyRoute } from "../../http/legacy-route";
import { registerMyRegistrationsRoutes } from "./my-registrations/routes";

export function registerAccountRoutes(
  app: FastifyInstance,
  context: CoreContext,
  rateLimit: LoginRateLimit | false,
  mail: { portalUrl: string },
): void {
  // Sign-up and login leave the browser's previous session alone: when their answer is lost, the
  // browser still holds that cookie, and it must still work. The BFF ends it once the new session's
  // cookie is on its way to the browser (docs/decisions/0010).
  // Sign-up is limited like login: with the account's own password it signs the person in (a retry).
  legacyRoute(
    app,
    LEGACY_CONTRACT.signUp,
    async (request, reply, parsed) => {
      const input = parsed().body;
      const { user, token } = await signUp(context, input);
      setSessionCookie(reply, token);
      return user;
    },
    { config: rateLimit === false ? {} : { rateLimit: loginRateLimitConfig(rateLimit) } },
  );

  legacyRoute(
    app,
    LEGACY_CONTRACT.login,
    async (request, reply, parsed) => {
      const input = parsed().body;
      const { user, token } = await logIn(context, input);
      setSessionCookie(reply, token);
      return user;
    },
    { config: rateLimit === false ? {} : { rateLimit: loginRateLimitConfig(rateLimit) } },
  );

  // The session hand-over to a custom tenant's app on another host (docs/decisions/0008 §3).
  legacyRoute(app, LEGACY_CONTRACT.issueHandoff, async (request, _reply, parsed) => {
    const input = parsed().body;
    return issueHandoff(context, readSessionToken(request), input.host);
  });

  legacyRoute(app, LEGACY_CONTRACT.redeemHandoff, async (request, reply, parsed) => {
    const input = parsed().body;
    const previous = readSessionToken(request);
    const { user, token } = await redeemHandoff(context, input.code, requestHost(request));
    await logOut(context, previous);
    setSessionCookie(reply, token);
    return user;
  });

  // The password reset by an e-mailed one-time link (docs/decisions/0010). The request answers the
  // same whether or not the e-mail has an account, and is limited per address and e-mail.
  legacyRoute(
    app,
    LEGACY_CONTRACT.requestPasswordReset,
    async (_request, _reply, parsed) => {
      const input = parsed().body;
      await requestPasswordReset({ ...context, portalUrl: mail.portalUrl }, input);
      return { ok: true as const };
    },
    { config: rateLimit === false ? {} : { rateLimit: loginRateLimitConfig(rateLimit) } },
  );

  legacyRoute(
    app,
    LEGACY_CONTRACT.resetPassword,
    async (request, reply, parsed) => {
      const input = parsed().body;
      const { user, token } = await resetPassword(context, input);
      setSessionCookie(reply, token);
      return user;
    },
    { config: rateLimit === false ? {} : { rateLimit: perAddressRateLimitConfig(rateLimit) } },
  );

  // The personal account's profile: always the session's own person (no id in the input).
  legacyRoute(app, LEGACY_CONTRACT.getProfile, async (request) =>
    profileOf(await requireUser(context, request)),
  );

  legacyRoute(
    app,
    LEGACY_CONTRACT.updateProfile,
    async (request, _reply, parsed) => {
      const user = await requireUser(context, request);
      return updateProfile(context.db, user, parsed().body);
    },
    { config: rateLimit === false ? {} : { rateLimit: perAddressRateLimitConfig(rateLimit) } },
  );

  registerMyRegistrationsRoutes(app, context);

  legacyRoute(app, LEGACY_CONTRACT.logout, async (request, reply) => {
    await logOut(context, readSessionToken(request));
    clearSessionCookie(reply);
    return { ok: true as const };
  });
}
