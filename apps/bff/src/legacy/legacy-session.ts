import { type z } from "zod";
import { type CurrentUser, type LoginInput, type SignUpInput } from "@reg/domain";
import { type CallerScope } from "./caller-scope";
import { type LegacyCall, type LegacyClient } from "./legacy-client";
import { type LogoutResult } from "./logout-result";

/** What procedures may ask of core on behalf of the browser's session. */
export interface SessionCalls {
  getCurrentUser(): Promise<CurrentUser>;
  signUp(input: SignUpInput): Promise<CurrentUser>;
  login(input: LoginInput): Promise<CurrentUser>;
  logout(): Promise<LogoutResult>;
  /** Any other call of the contract (the registration procedures), with this session. */
  call<S extends z.ZodType>(call: LegacyCall<S>): Promise<z.output<S>>;
}

/**
 * The session-bound legacy calls, already holding this request's Host, Cookie and cookie relay.
 * A class rather than closures: one is made per request, and most requests never use it.
 */
export class LegacySession implements SessionCalls {
  constructor(
    private readonly client: LegacyClient,
    private readonly scope: CallerScope,
  ) {}

  getCurrentUser(): Promise<CurrentUser> {
    return this.client.getCurrentUser(this.scope);
  }

  signUp(input: SignUpInput): Promise<CurrentUser> {
    return this.client.signUp(this.scope, input);
  }

  login(input: LoginInput): Promise<CurrentUser> {
    return this.client.login(this.scope, input);
  }

  logout(): Promise<LogoutResult> {
    return this.client.logout(this.scope);
  }

  call<S extends z.ZodType>(call: LegacyCall<S>): Promise<z.output<S>> {
    return this.client.call(this.scope, call);
  }
}
