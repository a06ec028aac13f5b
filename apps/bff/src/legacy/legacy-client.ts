import { type IncomingHttpHeaders } from "node:http";
import { REQUEST_ID_HEADER } from "@reg/observability";
import { Pool } from "undici";
import { type z } from "zod";
import {
  LEGACY_CONTRACT,
  type CurrentUser,
  type LegacyCall,
  type LegacyCallInput,
  type LegacyCallOutput,
  type ListFilterQuery,
  type ListFilterResult,
  type LoginInput,
  type LogoutResult,
  type SignUpInput,
  type Tenant,
} from "@reg/domain";
import { AppError } from "../errors/app-error";
import { InFlightGate } from "../shedding/in-flight-gate";
import { parseAndRemember } from "../validation/validated";
import { type CallerScope } from "./caller-scope";
import { AnswerMemo } from "./answer-memo";
import { RefusalMemo, type RememberRefusals } from "./refusal-memo";
import { failureFromUpstream } from "./upstream-failure";
import { legacyPath, type QueryValue } from "./legacy-path";

export interface LegacyClientOptions {
  /** LEGACY_URL: apps/core, or a production legacy backend speaking the same contract. */
  baseUrl: string;
  /** Keep-alive sockets to the legacy backend. */
  connections: number;
  /** Per call: waiting for the headers, and then for the body. */
  timeoutMs: number;
  /** Calls under way at once; the next one is answered BUSY (the rush must not pile up on core). */
  maxInFlight: number;
}

/** A Cookie header with core's session cookie (`reg_sid`, docs/legacy-contract.md) in it. */
const HOLDS_SESSION_COOKIE = /(?:^|;\s*)reg_sid=/;

/** How a call is sent beyond what the contract says of it. */
export interface SendOptions {
  /** Refusals of this call answered again for a moment without asking (per Host: tenants differ). */
  remember?: RememberRefusals;
}

/** One request to core, answered by a JSON body checked with `schema`. */
interface JsonCall<S extends z.ZodType> {
  scope: CallerScope;
  method: "GET" | "POST" | "PUT";
  /** Path and query, e.g. `/Register/ApiCart?registrationId=…`. */
  path: string;
  schema: S;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as they are, with their own Content-Type (the image upload); wins over `body`. */
  bytes?: { data: Uint8Array; contentType: string };
  remember?: RememberRefusals;
}

export interface StreamedAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: NodeJS.ReadableStream;
}

/** The BFF's only way to data: the legacy HTTP contract (docs/legacy-contract.md) over keep-alive undici. */
export class LegacyClient {
  readonly #pool: Pool;
  readonly #gate: InFlightGate;
  readonly #timeoutMs: number;
  readonly #refusals = new RefusalMemo({ maxEntries: 10_000 });
  readonly #answers = new AnswerMemo(1_000);

  constructor(options: LegacyClientOptions) {
    this.#pool = new Pool(options.baseUrl, {
      connections: options.connections,
      pipelining: 1,
      connectTimeout: options.timeoutMs,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    this.#gate = new InFlightGate(options.maxInFlight);
    this.#timeoutMs = options.timeoutMs;
  }

  get inFlight(): number {
    return this.#gate.inFlight;
  }

  getTenant(scope: CallerScope): Promise<Tenant> {
    return this.send(scope, LEGACY_CONTRACT.getCurrentTenant, {});
  }

  getCurrentUser(scope: CallerScope): Promise<CurrentUser> {
    return this.send(scope, LEGACY_CONTRACT.getCurrentUser, {});
  }

  liveCount(scope: CallerScope): Promise<number> {
    return this.send(scope, LEGACY_CONTRACT.liveCount, {});
  }

  listFilter(scope: CallerScope, query: ListFilterQuery): Promise<ListFilterResult> {
    return this.send(scope, LEGACY_CONTRACT.listEvents, { query });
  }

  signUp(scope: CallerScope, input: SignUpInput): Promise<CurrentUser> {
    return this.#signIn(scope, LEGACY_CONTRACT.signUp, input);
  }

  login(scope: CallerScope, input: LoginInput): Promise<CurrentUser> {
    return this.#signIn(scope, LEGACY_CONTRACT.login, input);
  }

  logout(scope: CallerScope): Promise<LogoutResult> {
    return this.send(scope, LEGACY_CONTRACT.logout, {});
  }

  /**
   * A call of the contract (LEGACY_CONTRACT in @reg/domain, or a dev endpoint declared the same
   * way): its path and method from the declaration, the query and body the declaration types.
   */
  send<C extends LegacyCall>(
    scope: CallerScope,
    call: C,
    input: LegacyCallInput<C>,
    options: SendOptions = {},
  ): Promise<LegacyCallOutput<C>> {
    // The declaration typed both; query schemas hold only scalar values.
    const { query, body } = input as {
      query?: Readonly<Record<string, QueryValue>>;
      body?: unknown;
    };
    const path = query === undefined ? call.path : legacyPath(call.path, query);
    const bytes =
      call.body === "bytes" ? (body as { data: Uint8Array; contentType: string }) : undefined;
    return this.#json<C["output"]>({
      scope,
      method: call.method,
      path,
      schema: call.output,
      body: bytes ? undefined : body,
      bytes,
      remember: options.remember,
    });
  }

  /**
   * A GET passed through as a stream (images), or a POST of a small form (the acquirer's pages);
   * the caller relays status and headers.
   */
  async stream(
    scope: CallerScope,
    pathAndQuery: string,
    passHeaders: Record<string, string>,
    form?: string,
  ): Promise<StreamedAnswer> {
    if (!this.#gate.tryEnter()) throw new AppError("BUSY");
    let released = false;
    const release = (): void => {
      if (!released) this.#gate.leave();
      released = true;
    };
    try {
      const answer = await this.#pool.request({
        method: form === undefined ? "GET" : "POST",
        path: pathAndQuery,
        headers: {
          ...this.#headers(
            scope,
            form === undefined ? undefined : "application/x-www-form-urlencoded",
          ),
          accept: "*/*",
          ...passHeaders,
        },
        body: form ?? null,
      });
      answer.body.once("close", release);
      answer.body.once("error", release);
      return { statusCode: answer.statusCode, headers: answer.headers, body: answer.body };
    } catch (cause) {
      release();
      throw new AppError("UPSTREAM_UNAVAILABLE", { cause });
    }
  }

  /**
   * Whether core says it can serve (`GET /ready`: its database answers, migrated). Not counted
   * against the in-flight limit: a probe must get through when calls are shed.
   */
  async ready(requestId: string): Promise<boolean> {
    try {
      const answer = await this.#pool.request({
        method: "GET",
        path: "/ready",
        headers: { accept: "application/json", [REQUEST_ID_HEADER]: requestId },
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });
      await answer.body.dump();
      return answer.statusCode === 200;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.#pool.close();
  }

  /**
   * Sign-up or login, then the end of the session the browser held before. Core leaves that one
   * alone (a lost answer must not cost the browser the session it still has); only once core's
   * answer is here, with the new cookie on its way to the browser, is the old one ended
   * (docs/decisions/0010). Ending it is best effort: failing, it expires in its own time.
   */
  async #signIn(
    scope: CallerScope,
    call: typeof LEGACY_CONTRACT.signUp | typeof LEGACY_CONTRACT.login,
    input: SignUpInput | LoginInput,
  ): Promise<CurrentUser> {
    const user = await this.send(scope, call, { body: input });
    if (scope.cookie && HOLDS_SESSION_COOKIE.test(scope.cookie)) {
      // Without relayedCookies: core's "clear the cookie" must not reach the browser.
      const previous: CallerScope = {
        host: scope.host,
        cookie: scope.cookie,
        clientIp: scope.clientIp,
        requestId: scope.requestId,
      };
      await this.send(previous, LEGACY_CONTRACT.logout, {}).catch(() => undefined);
    }
    return user;
  }

  async #json<S extends z.ZodType>(call: JsonCall<S>): Promise<z.output<S>> {
    const memoKey = call.remember ? `${call.scope.host}\n${call.remember.key}` : undefined;
    const remembered = memoKey === undefined ? undefined : this.#refusals.get(memoKey);
    if (remembered !== undefined) throw new AppError(remembered);
    if (!this.#gate.tryEnter()) throw new AppError("BUSY");
    try {
      const { statusCode, text } = await this.#send(call);
      if (statusCode >= 400) {
        const failure = failureFromUpstream(statusCode, text);
        if (memoKey !== undefined && call.remember?.codes.includes(failure.appCode))
          this.#refusals.remember(memoKey, failure.appCode, call.remember.ttlMs);
        throw failure;
      }
      // A public read: the same text as last time is the same checked object (answer-memo.ts).
      const answerKey =
        call.method === "GET" && call.scope.cookie === undefined
          ? `${call.scope.host}\n${call.path}`
          : undefined;
      if (answerKey === undefined) return this.#parse(call.schema, text);
      const known = this.#answers.get(answerKey, call.schema, text);
      if (known !== undefined) return known;
      const value = this.#parse(call.schema, text);
      this.#answers.set(answerKey, call.schema, text, value);
      return value;
    } finally {
      this.#gate.leave();
    }
  }

  async #send(call: JsonCall<z.ZodType>): Promise<{ statusCode: number; text: string }> {
    const body = call.bytes
      ? call.bytes.data
      : call.body !== undefined
        ? JSON.stringify(call.body)
        : null;
    const contentType = call.bytes
      ? call.bytes.contentType
      : call.body !== undefined
        ? "application/json"
        : undefined;
    try {
      const answer = await this.#pool.request({
        method: call.method,
        path: call.path,
        headers: this.#headers(call.scope, contentType),
        body,
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });
      const text = await answer.body.text();
      const setCookie = answer.headers["set-cookie"];
      const relayed = call.scope.relayedCookies;
      if (setCookie !== undefined && relayed) {
        if (Array.isArray(setCookie)) relayed.push(...setCookie);
        else relayed.push(setCookie);
      }
      return { statusCode: answer.statusCode, text };
    } catch (cause) {
      throw new AppError("UPSTREAM_UNAVAILABLE", { cause });
    }
  }

  #parse<S extends z.ZodType>(schema: S, text: string): z.output<S> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw new AppError("UPSTREAM_UNAVAILABLE", { cause });
    }
    try {
      return parseAndRemember(schema, json);
    } catch (cause) {
      // A 2xx that breaks the contract is an upstream we cannot use, not bad input from the browser.
      throw new AppError("UPSTREAM_UNAVAILABLE", { cause });
    }
  }

  #headers(scope: CallerScope, contentType: string | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      accept: "application/json",
      "x-forwarded-host": scope.host,
    };
    if (contentType) headers["content-type"] = contentType;
    if (scope.cookie) headers.cookie = scope.cookie;
    if (scope.clientIp) headers["x-forwarded-for"] = scope.clientIp;
    if (scope.requestId) headers[REQUEST_ID_HEADER] = scope.requestId;
    return headers;
  }
}
