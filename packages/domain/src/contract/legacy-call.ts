import type { z } from "zod";

/**
 * One call of the legacy HTTP contract (SPEC §7, docs/legacy-contract.md): where it lives, what it
 * takes and what it answers. The BFF's LegacyClient sends by it and core registers its route by it,
 * so a path or a shape cannot drift between the two.
 */
export interface LegacyCall<
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends LegacyBody = LegacyBody,
  TOutput extends z.ZodType = z.ZodType,
> {
  method: LegacyMethod;
  path: `/${string}`;
  /** The query string's values; absent when the call takes none. */
  query: TQuery;
  /** The JSON body's shape, `"bytes"` for a raw upload, absent when the call takes none. */
  body: TBody;
  /** A 2xx answer's JSON, checked by the BFF before anything reaches the browser. */
  output: TOutput;
}

/** SPEC §7 names GET and POST, and PUT for ApiChangeRelayTeamName. */
export type LegacyMethod = "GET" | "POST" | "PUT";

export type LegacyBody = z.ZodType | "bytes" | undefined;

/** Declares a call; `query` and `body` default to none, so each entry names only what it takes. */
export function legacyCall<
  TOutput extends z.ZodType,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends LegacyBody = undefined,
>(call: {
  method: LegacyMethod;
  path: `/${string}`;
  query?: TQuery;
  body?: TBody;
  output: TOutput;
}): LegacyCall<TQuery, TBody, TOutput> {
  return {
    method: call.method,
    path: call.path,
    query: call.query as TQuery,
    body: call.body as TBody,
    output: call.output,
  };
}

/**
 * What a sender gives for a call, each only when taken: the query as its parsed values (they are
 * stringified into the address and parse back the same), the body as its schema takes it.
 */
export type LegacyCallInput<C extends LegacyCall> = (C["query"] extends z.ZodType
  ? { query: z.output<C["query"]> }
  : { query?: never }) &
  (C["body"] extends z.ZodType
    ? { body: z.input<C["body"]> }
    : C["body"] extends "bytes"
      ? { body: { data: Uint8Array; contentType: string } }
      : { body?: never });

/** What a call answers, as its output schema reads it. */
export type LegacyCallOutput<C extends LegacyCall> = z.output<C["output"]>;

/** What a route for a call receives, parsed by its schemas (a raw upload's bytes are the route's own). */
export type LegacyCallParsed<C extends LegacyCall> = {
  query: C["query"] extends z.ZodType ? z.output<C["query"]> : undefined;
  body: C["body"] extends z.ZodType ? z.output<C["body"]> : undefined;
};
