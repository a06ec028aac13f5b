import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import { type AppRouter } from "@reg/bff/router";
import { CSRF_COOKIE, CSRF_HEADER } from "@reg/domain";

/**
 * One simulated person: their own cookies (session, CSRF) and the front's tRPC client, built as
 * packages/api builds it (httpBatchLink, the CSRF cookie copied into its header on every request).
 */
export class Person {
  readonly email: string;
  readonly client: TRPCClient<AppRouter>;
  readonly #cookies = new Map<string, string>();

  constructor(bffUrl: string, email: string, sessionCookie?: string) {
    this.email = email;
    if (sessionCookie) this.#cookies.set("reg_sid", sessionCookie);
    const fetchWithCookies: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      const cookie = this.#cookieHeader();
      if (cookie) headers.set("cookie", cookie);
      const response = await fetch(input, { ...init, headers });
      this.#store(response.headers.getSetCookie());
      return response;
    };
    this.client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `${bffUrl}/trpc`,
          headers: () => {
            const token = this.#cookies.get(CSRF_COOKIE);
            return token ? { [CSRF_HEADER]: token } : {};
          },
          fetch: fetchWithCookies,
        }),
      ],
    });
  }

  /** `reg_sid=…`, for calling core directly with this person's session (the no-BFF comparison). */
  get sessionCookie(): string {
    return `reg_sid=${this.#cookies.get("reg_sid") ?? ""}`;
  }

  /** The cookies the browser would send now (session, CSRF). */
  get cookieHeader(): string {
    return this.#cookieHeader();
  }

  /** The double-submit token the page copies into its header; empty before the BFF handed one out. */
  get csrfToken(): string {
    return this.#cookies.get(CSRF_COOKIE) ?? "";
  }

  #cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  #store(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const pair = line.split(";", 1)[0] ?? "";
      const eq = pair.indexOf("=");
      if (eq > 0) this.#cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
}

/** The app code of a failed call (TRPCClientError's data), or what went wrong below tRPC. */
export function appCodeOf(error: unknown): string {
  if (typeof error === "object" && error !== null && "data" in error) {
    const data = (error as { data?: { appCode?: unknown } }).data;
    if (typeof data?.appCode === "string") return data.appCode;
  }
  return error instanceof Error ? `client:${error.name}` : "client:unknown";
}
