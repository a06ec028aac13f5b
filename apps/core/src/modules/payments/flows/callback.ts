import type { FastifyInstance } from "fastify";
import type { PaymentAttemptStatus } from "@reg/domain";
import { z } from "zod";
import { AppError } from "../../../http/app-error";
import type { CallbackHeaders } from "../port/provider-port";
import type { CallbackBatches } from "../outcome/callback-batches";
import type { PaymentDeps } from "../payment-deps";

/**
 * An acquirer's callback as it arrived: only a body its signature vouches for is believed
 * (401 otherwise); a payment it does not know is 404. Applying it is idempotent; callbacks
 * arriving together are applied together (callback-batches.ts).
 */
export async function receiveCallback(
  deps: PaymentDeps,
  batches: CallbackBatches,
  provider: string,
  rawBody: string,
  headers: CallbackHeaders,
): Promise<PaymentAttemptStatus> {
  if (provider !== deps.provider.name) throw new AppError("NOT_FOUND");
  const callback = deps.provider.verifyCallback(rawBody, headers);
  if (!callback) throw new AppError("UNAUTHORIZED");
  return batches.apply(provider, callback);
}

const providerParams = z.object({ provider: z.string().regex(/^[a-z]{1,32}$/) });

/** POST /Payment/Callback/{provider}: the body is kept raw (a signature covers its exact bytes). */
export async function registerCallbackRoute(
  app: FastifyInstance,
  deps: PaymentDeps,
  batches: CallbackBatches,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string" },
      (_request, body, done) => {
        done(null, typeof body === "string" ? body : body.toString("utf8"));
      },
    );
    scope.post("/Payment/Callback/:provider", async (request) => {
      const params = providerParams.safeParse(request.params);
      if (!params.success) throw new AppError("NOT_FOUND");
      const rawBody = typeof request.body === "string" ? request.body : "";
      const status = await receiveCallback(
        deps,
        batches,
        params.data.provider,
        rawBody,
        request.headers,
      );
      return { ok: true, status };
    });
  });
}
