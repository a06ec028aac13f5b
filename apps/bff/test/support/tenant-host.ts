import { type LookupFunction } from "node:net";
import { createTRPCClient, httpLink } from "@trpc/client";
import { Agent, fetch as undiciFetch } from "undici";
import { type AppRouter } from "../../src/router";
import { type Browser } from "./clients";
import { CookieJar, type RecordedRequest } from "./cookie-jar";

/** `*.localhost` is loopback, as Chromium resolves it; Node's resolver does not (docs/decisions/0008). */
const loopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
};

/**
 * A browser on another host of the same BFF (`http://pionercup.localhost:<port>`): its own cookie
 * jar, and a real `Host` header, which Node's fetch will not let a caller set.
 */
export function openBrowserOnHost(
  bffUrl: string,
  host: string,
): Browser & { close(): Promise<void> } {
  const url = new URL(bffUrl);
  url.hostname = host;
  const agent = new Agent({ connect: { lookup: loopback } });
  const jar = new CookieJar();
  const requests: RecordedRequest[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    const token = jar.get("reg_csrf");
    if (token) headers.set("x-csrf-token", token);
    requests.push({ url: request.url, method: request.method, headers });
    const response = await undiciFetch(request.url, {
      method: request.method,
      headers: [...headers],
      body: request.method === "GET" ? null : await request.text(),
      dispatcher: agent,
    });
    jar.store(response.headers.getSetCookie());
    return new Response(await response.arrayBuffer(), {
      status: response.status,
      headers: [...response.headers],
    });
  }) as typeof globalThis.fetch;
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${url.origin}/trpc`, fetch })],
  });
  return { jar, requests, batch: client, single: client, close: () => agent.close() };
}
