import type { FastifyInstance } from "fastify";
import {
  issueHandoffInputSchema,
  loginInputSchema,
  redeemHandoffInputSchema,
  signUpInputSchema,
  type CurrentUser,
  type IssuedHandoff,
} from "@reg/domain";
import type { CoreContext } from "../../context";
import { parseInput } from "../../http/parse-input";
import { requestHost } from "../../http/request-host";
import { issueHandoff, redeemHandoff } from "./handoff-service";
import { loginRateLimitConfig, type LoginRateLimit } from "./login-rate-limit";
import { logIn, logOut, signUp } from "./service";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "./session-cookie";

export function registerAccountRoutes(app: FastifyInstance, context: CoreContext, rateLimit: LoginRateLimit | false): void {
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

  app.post("/api/account/logout", async (request, reply) => {
    await logOut(context, readSessionToken(request));
    clearSessionCookie(reply);
    return { ok: true as const };
  });
}
