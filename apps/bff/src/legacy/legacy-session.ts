import {
  type CurrentUser,
  type LegacyCall,
  type LegacyCallInput,
  type LegacyCallOutput,
  type LoginInput,
  type LogoutResult,
  type SignUpInput,
} from "@reg/domain";
import { type CallerScope } from "./caller-scope";
import { type LegacyClient, type SendOptions } from "./legacy-client";

/** What procedures may ask of core on behalf of the browser's session. */
export interface SessionCalls {
  getCurrentUser(): Promise<CurrentUser>;
  signUp(input: SignUpInput): Promise<CurrentUser>;
  login(input: LoginInput): Promise<CurrentUser>;
  logout(): Promise<LogoutResult>;
  /** Any other call of the contract (LEGACY_CONTRACT), with this session. */
  send<C extends LegacyCall>(
    call: C,
    input: LegacyCallInput<C>,
    options?: SendOptions,
  ): Promise<LegacyCallOutput<C>>;
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

  send<C extends LegacyCall>(
    call: C,
    input: LegacyCallInput<C>,
    options?: SendOptions,
  ): Promise<LegacyCallOutput<C>> {
    return this.client.send(this.scope, call, input, options);
  }
}
