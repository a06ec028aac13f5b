import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { type AppRouter } from "@reg/bff/router";
import { CSRF_HEADER } from "@reg/domain";

/** One HTTP request exactly as the front's tRPC client would send it. */
export interface CapturedCall {
  method: string;
  /** Path and query, e.g. `/trpc/registration.register?batch=1`. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

class Captured extends Error {}

/**
 * The bytes @trpc/client's httpBatchLink (as packages/api configures it) sends for `call`, taken
 * from its fetch without anything being sent. The rush replays them per person (their cookie,
 * their CSRF token) with a plain keep-alive HTTP client, so the runner's own CPU, which shares
 * the machine with the servers, is not spent building the same request 2,000 times.
 */
export async function captureCall(
  bffUrl: string,
  call: (client: ReturnType<typeof createTRPCClient<AppRouter>>) => Promise<unknown>,
): Promise<CapturedCall> {
  let captured: CapturedCall | undefined;
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    captured = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers,
      body: await request.text(),
    };
    throw new Captured("captured, not sent");
  };
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${bffUrl}/trpc`,
        headers: () => ({ [CSRF_HEADER]: "captured" }),
        fetch: recordingFetch,
      }),
    ],
  });
  await call(client).catch(() => undefined);
  if (!captured) throw new Error("the tRPC client sent nothing");
  return captured;
}
