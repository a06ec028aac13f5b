import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../../http/app-error";
import type { CallbackHeaders } from "../port/provider-port";
import type { PaymentDeps } from "../payment-deps";
import {
  recordAcquirerRefund,
  type RefundNoticeOptions,
  type RefundRecordStatus,
} from "../refunds/record-refund";

/**
 * An acquirer's refund notification as it arrived (decision 0043): only a body its signature
 * vouches for is believed (401 otherwise, as the payment callback), a signed body that is no refund
 * is 400 with its fields; then it is recorded once (record-refund.ts), or refused with a code.
 */
export async function receiveRefundCallback(
  deps: PaymentDeps,
  notices: RefundNoticeOptions,
  provider: string,
  rawBody: string,
  headers: CallbackHeaders,
): Promise<RefundRecordStatus> {
  if (provider !== deps.provider.name) throw new AppError("NOT_FOUND");
  const verified = deps.provider.verifyRefundCallback(rawBody, headers);
  if (verified.kind === "unsigned") throw new AppError("UNAUTHORIZED");
  if (verified.kind === "malformed") throw new AppError("VALIDATION_FAILED", verified.fields);
  return recordAcquirerRefund(deps, provider, verified.refund, notices);
}

const providerParams = z.object({ provider: z.string().regex(/^[a-z]{1,32}$/) });

/**
 * POST /Payment/Callback/{provider}/refund: the acquirer's refund notification, its body kept raw
 * (the signature covers its exact bytes). `{ ok: true, status: "recorded" | "alreadyRecorded" }`.
 */
export async function registerRefundCallbackRoute(
  app: FastifyInstance,
  deps: PaymentDeps,
  notices: RefundNoticeOptions,
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
    scope.post("/Payment/Callback/:provider/refund", async (request) => {
      const params = providerParams.safeParse(request.params);
      if (!params.success) throw new AppError("NOT_FOUND");
      const rawBody = typeof request.body === "string" ? request.body : "";
      const status = await receiveRefundCallback(
        deps,
        notices,
        params.data.provider,
        rawBody,
        request.headers,
      );
      return { ok: true, status };
    });
  });
}
