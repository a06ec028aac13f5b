import { initTRPC } from "@trpc/server";
import { type BffContext } from "./context";
import { AppError } from "./errors/app-error";
import { formatBffError } from "./errors/error-formatter";

// No transformer: the wire is plain JSON (the contract the front codes against).
const t = initTRPC.context<BffContext>().create({
  errorFormatter: formatBffError,
  isDev: false,
  isServer: true,
});

const signedIn = t.middleware(async ({ ctx, next }) => {
  const user = await ctx.legacy.getCurrentUser();
  if (!user.isAuthorized) throw new AppError("UNAUTHORIZED");
  return next({ ctx: { user } });
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/**
 * Mutations are CSRF-checked at the HTTP door (trpc-http/trpc-route.ts), before any procedure or
 * input is touched, not by a middleware here: every middleware level costs each public read a
 * share of its budget (docs/decisions/0003-bff-trpc-http.md).
 */
export const publicProcedure = t.procedure;
/** For the registration procedures: core's session must belong to a signed-in person. */
export const authedProcedure = publicProcedure.use(signedIn);
/**
 * A procedure that is exactly one call to a core endpoint that refuses a request without a live
 * session itself (401 before it reads the input, UNAUTHORIZED here) and answers NOT_FOUND for
 * someone else's order: no "who is signed in" round trip first. The payment path's calls are
 * these: a rush pays in four calls per person, and the extra round trip was 3 of core's 7 requests
 * per payment (issue 9 item 5). test/registration/payment.test.ts and access.test.ts prove the
 * refusals.
 */
export const sessionCheckedByCoreProcedure = publicProcedure;
