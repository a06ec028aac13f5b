import { createTRPCClient, httpBatchLink, httpLink, type TRPCClient } from "@trpc/client";
import { type AppRouter } from "../../src/router";
import { CookieJar, browserFetch, type RecordedRequest } from "./cookie-jar";

export type Client = TRPCClient<AppRouter>;

export interface Browser {
  jar: CookieJar;
  /** Every HTTP request the tRPC client made, in order. */
  requests: RecordedRequest[];
  /** httpBatchLink, as packages/api sets it up: the CSRF header copied from the cookie. */
  batch: Client;
  /** httpLink: one HTTP request per call. */
  single: Client;
}

/** One simulated browser (its own cookies) talking to the BFF at `baseUrl` with the real client. */
export function openBrowser(baseUrl: string, options: { sendCsrfHeader?: boolean } = {}): Browser {
  const jar = new CookieJar();
  const requests: RecordedRequest[] = [];
  const fetch = browserFetch(jar, requests);
  const headers = (): Record<string, string> => {
    const token = jar.get("reg_csrf");
    return options.sendCsrfHeader !== false && token ? { "x-csrf-token": token } : {};
  };
  const url = `${baseUrl}/trpc`;
  return {
    jar,
    requests,
    batch: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url, fetch, headers })] }),
    single: createTRPCClient<AppRouter>({ links: [httpLink({ url, fetch, headers })] }),
  };
}
