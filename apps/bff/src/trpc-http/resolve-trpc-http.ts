import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  TRPCError,
  type AnyTRPCProcedure,
  type AnyTRPCRouter,
  type inferRouterContext,
} from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import { type TRPCResponse } from "@trpc/server/rpc";
import { LazyInputs } from "./lazy-inputs";
import { responseBody } from "./response-body";
import { defined } from "@reg/domain";

export interface TrpcHttpRequest<TRouter extends AnyTRPCRouter> {
  router: TRouter;
  method: "GET" | "POST";
  /** After `/trpc/`: one procedure path, or comma-separated paths in a batch. */
  path: string;
  /** `batch=1` marks a batch (httpBatchLink); absent for httpLink. */
  batch: string | undefined;
  /** GET: the `input` query parameter; POST: the body. */
  rawInput: string | undefined;
  createContext: () => inferRouterContext<TRouter>;
  maxBatchSize: number;
  onError: (error: TRPCError, path: string | undefined) => void;
  /**
   * Each procedure call once it settled: its path when a procedure has it (else undefined), how
   * long it took, its error if it failed.
   */
  onCallSettled?: (
    procedure: string | undefined,
    seconds: number,
    error: TRPCError | undefined,
  ) => void;
}

export interface TrpcHttpResponse {
  status: number;
  body: string | Buffer;
}

const TYPE_FOR_METHOD = { GET: "query", POST: "mutation" } as const;

type CallOutcome = { ok: true; data: unknown } | { ok: false; error: TRPCError };

/**
 * One error for the whole request (bad batch, body too large, shed load). A batch client applies a
 * non-array answer to every call in the batch, so this fits single and batch requests alike.
 */
export function wholeRequestFailure(router: AnyTRPCRouter, cause: unknown): TrpcHttpResponse {
  const error = getTRPCErrorFromUnknown(cause);
  const shape = getErrorShape({
    config: router._def._config,
    error,
    type: "unknown",
    path: undefined,
    input: undefined,
    ctx: undefined,
  });
  const response: TRPCResponse = { error: shape };
  return { status: getHTTPStatusCode(response), body: JSON.stringify(response) };
}

function procedureAt(router: AnyTRPCRouter, path: string): AnyTRPCProcedure | undefined {
  // tRPC keeps every procedure in one flat, prototype-less record keyed by dotted path.
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure | undefined>;
  return procedures[path];
}

/**
 * tRPC's HTTP protocol (single and batch, GET queries, POST mutations, plain JSON) answered without
 * the Fetch Request/Response round trip of the stock adapter, which costs most of the time on
 * Node 20. Procedures still run through tRPC itself (middlewares, zod in and out), and errors go
 * through the router's errorFormatter, so the wire is what `@trpc/client` expects.
 */
export async function resolveTrpcHttp<TRouter extends AnyTRPCRouter>(
  request: TrpcHttpRequest<TRouter>,
): Promise<TrpcHttpResponse> {
  const { router, method } = request;
  const config = router._def._config;
  const type = TYPE_FOR_METHOD[method];
  const isBatch = request.batch === "1";
  const paths = isBatch ? request.path.split(",") : [request.path];

  const failWhole = (cause: unknown): TrpcHttpResponse => {
    const error = getTRPCErrorFromUnknown(cause);
    request.onError(error, undefined);
    return wholeRequestFailure(router, error);
  };

  if (isBatch && paths.length > request.maxBatchSize) {
    return failWhole(
      new TRPCError({ code: "BAD_REQUEST", message: "Batch call exceeds maximum size" }),
    );
  }
  const procedures = paths.map((path) => procedureAt(router, path));
  if (
    procedures.length > 1 &&
    new Set(procedures.flatMap((procedure) => (procedure ? [procedure._def.type] : []))).size > 1
  ) {
    return failWhole(
      new TRPCError({ code: "BAD_REQUEST", message: "Cannot mix procedure types in call" }),
    );
  }

  let ctx: inferRouterContext<TRouter>;
  try {
    ctx = request.createContext();
  } catch (cause) {
    return failWhole(cause);
  }
  const inputs = new LazyInputs(request.rawInput, isBatch);

  const callProcedure = async (path: string, index: number): Promise<CallOutcome> => {
    try {
      const procedure = procedures[index];
      if (!procedure)
        throw new TRPCError({ code: "NOT_FOUND", message: `No procedure found on path "${path}"` });
      if (procedure._def.type !== type) {
        throw new TRPCError({
          code: "METHOD_NOT_SUPPORTED",
          message: `Unsupported ${method}-request to ${procedure._def.type} procedure`,
        });
      }
      // Called as tRPC's own resolveResponse calls it: the procedure runs its middleware chain
      // (error formatter, input parser, output parser, resolver) exactly as under the stock adapter.
      const data: unknown = await procedure({
        path,
        type,
        ctx,
        getRawInput: async () => inputs.read(index),
        signal: undefined,
        batchIndex: index,
      });
      return { ok: true, data };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      request.onError(error, path);
      return { ok: false, error };
    }
  };

  /** One call, measured as it settles (onCallSettled). */
  const call = async (path: string, index: number): Promise<CallOutcome> => {
    const started = performance.now();
    const outcome = await callProcedure(path, index);
    request.onCallSettled?.(
      procedures[index] ? path : undefined,
      (performance.now() - started) / 1_000,
      outcome.ok ? undefined : outcome.error,
    );
    return outcome;
  };

  const toResponse = (outcome: CallOutcome, index: number): TRPCResponse => {
    if (outcome.ok) return { result: { data: outcome.data } };
    const path = paths[index];
    const procedureType = procedures[index]?._def.type ?? "unknown";
    return {
      error: getErrorShape({
        config,
        error: outcome.error,
        type: procedureType,
        path,
        input: inputs.peek(index),
        ctx,
      }),
    };
  };

  // One call (every httpLink request, and most httpBatchLink ones): no batch bookkeeping.
  if (paths.length === 1) {
    const outcome = await call(defined(paths[0]), 0);
    const response = toResponse(outcome, 0);
    return {
      status: outcome.ok ? 200 : getHTTPStatusCode(response),
      body: responseBody([response], isBatch),
    };
  }
  const outcomes = await Promise.all(paths.map(call));
  const responses = outcomes.map(toResponse);
  return { status: getHTTPStatusCode(responses), body: responseBody(responses, true) };
}
