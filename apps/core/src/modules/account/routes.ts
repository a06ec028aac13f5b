import type { FastifyInstance } from "fastify";
import {
  issueHandoffInputSchema,
  loginInputSchema,
  profileInputSchema,
  redeemHandoffInputSchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  signUpInputSchema,
  type CurrentUser,
  type IssuedHandoff,
  type PasswordResetRequested,
  type Profile,
} from "@reg/domain";
import type { CoreContext } from "../../context";
import { parseInput } from "../../http/parse-input";
import { requestHost } from "../../http/request-host";
import { requireUser } from "../../http/require-user";
import { issueHandoff, redeemHandoff } from "./handoff-service";
import { loginRateLimitConfig, perAddressRateLimitConfig, type LoginRateLimit } from "./login-rate-limit";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { profileOf, updateProfile } from "./profile";
import { logIn, logOut, signUp } from "./service";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "./session-cookie";

export function registerAccountRoutes(app: FastifyInstance, context: CoreContext, rateLimit: LoginRateLimit | false, mail: { portalUrl: string }): void {
  // Sign-up and login leave the browser's previous session alone: when their answer is lost, the
  // browser still holds that cookie, and it must still work. The BFF ends it once the new session's
  // cookie is on its way to the browser (docs/decisions/0010).
  // Sign-up is limited like login: with the account's own password it signs the person in (a retry).
  app.post(
    "/api/account/signUp",
    { config: rateLimit === false ? {} : { rateLimit: loginRateLimitConfig(rateLimit) } },
    async (request, reply): Promise<CurrentUser> => {
      const input = parseInput(signUpInputSchema, request.body);
      const { user, token } = await signUp(context, input);
      setSessionCookie(reply, token);
      return user;
    },
  );

  app.post(
    "/api/account/login",
    { config: rateLimit === false ? {} : { rateLimit: loginRateLimitConfig(rateLimit) } },
    async (request, reply): Promise<CurrentUser> => {
      const input = parseInput(loginInputSchema, request.body);
      const { user, token } = await logIn(context, input);
      setSessionCookie(reply, token);
      return user;
    },
  );

  // The session hand-over to a custom tenant's app on another host (docs/decisions/0008 §3).
  app.post("/api/account/issueHandoff", async (request): Promise<IssuedHandoff> => {
    const input = parseInput(issueHandoffInputSchema, request.body);
    return issueHandoff(context, readSessionToken(request), input.host);
  });

  app.post("/api/account/redeemHandoff", async (request, reply): Promise<CurrentUser> => {
    const input = parseInput(redeemHandoffInputSchema, request.body);
    const previous = readSessionToken(request);
    const { user, token } = await redeemHandoff(context, input.code, requestHost(request));
    await logOut(context, previous);
    setSessionCookie(reply, token);
    return user;
  });

  // The password reset by an e-mailed one-time link (docs/decisions/0010). The request answers the
  // same whether or not the e-mail has an account, and is limited per address and e-mail.
  app.post(
    "/api/account/requestPasswordReset",
    { config: rateLimit === false ? {} : { rateLimit: loginRateLimitConfig(rateLimit) } },
    async (request): Promise<PasswordResetRequested> => {
      const input = parseInput(requestPasswordResetInputSchema, request.body);
      await requestPasswordReset({ ...context, portalUrl: mail.portalUrl }, input);
      return { ok: true };
    },
  );

  app.post(
    "/api/account/resetPassword",
    { config: rateLimit === false ? {} : { rateLimit: perAddressRateLimitConfig(rateLimit) } },
    async (request, reply): Promise<CurrentUser> => {
      const input = parseInput(resetPasswordInputSchema, request.body);
      const { user, token } = await resetPassword(context, input);
      setSessionCookie(reply, token);
      return user;
    },
  );

  // The personal account's profile: always the session's own person (no id in the input).
  app.get("/api/account/profile", async (request): Promise<Profile> => profileOf(await requireUser(context, request)));

  app.post(
    "/api/account/updateProfile",
    { config: rateLimit === false ? {} : { rateLimit: perAddressRateLimitConfig(rateLimit) } },
    async (request): Promise<Profile> => {
      const user = await requireUser(context, request);
      return updateProfile(context.db, user, parseInput(profileInputSchema, request.body));
    },
  );

  app.post("/api/account/logout", async (request, reply) => {
    await logOut(context, readSessionToken(request));
    clearSessionCookie(reply);
    return { ok: true as const };
  });
}
