import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../../http/app-error";
import type { CallbackHeaders } from "../port/provider-port";

const providerParams = z.object({ provider: z.string().regex(/^[a-z]{1,32}$/) });

/** What the route does with a notification: its status word, or an AppError. */
export type ReceiveNotification = (
  provider: string,
  rawBody: string,
  headers: CallbackHeaders,
) => Promise<string>;

/**
 * POSTs from an acquirer at `path` (its `:provider` a short lower-case name, else 404), answered
 * `{ ok: true, status }`. The JSON body reaches `receive` as the raw string: the signature covers
 * its exact bytes, which a parse and a stringify would not keep.
 */
export async function registerAcquirerNotificationRoute(
  app: FastifyInstance,
  path: string,
  receive: ReceiveNotification,
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
    scope.post(path, async (request) => {
      const params = providerParams.safeParse(request.params);
      if (!params.success) throw new AppError("NOT_FOUND");
      const rawBody = typeof request.body === "string" ? request.body : "";
      const status = await receive(params.data.provider, rawBody, request.headers);
      return { ok: true, status };
    });
  });
}
