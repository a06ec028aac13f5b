import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { type AppRouter } from "@reg/bff/router";
import type { ListFilterQuery } from "@reg/domain";

export interface ClientUrls {
  liveCount: string;
  eventList: string;
}

/**
 * The URLs the front's client really requests, captured from @trpc/client's httpBatchLink (as
 * packages/api configures it) on a real round trip, so the bench loads the path browsers load.
 */
export async function captureClientUrls(bffUrl: string): Promise<ClientUrls> {
  const seen: string[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    if (!response.ok) throw new Error(`${request.url} answered ${response.status}`);
    seen.push(request.url);
    return response;
  };
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${bffUrl}/trpc`, fetch: recordingFetch })],
  });
  const count = await client.events.liveCount.query();
  const list = await client.events.list.query({ language: "ru" });
  if (typeof count !== "number" || list.events.length === 0)
    throw new Error("the BFF answered, but not with seeded data");
  const [liveCount, eventList] = seen;
  if (!liveCount || !eventList) throw new Error(`expected two requests, saw ${seen.length}`);
  return { liveCount, eventList };
}

/** The URL the front requests for one filtered event list, captured the same way. */
export async function captureEventListUrl(bffUrl: string, input: ListFilterQuery): Promise<string> {
  const seen: string[] = [];
  const recordingFetch: typeof fetch = async (request, init) => {
    const response = await fetch(request, init);
    if (!response.ok) throw new Error(`the event list answered ${response.status}`);
    seen.push(new Request(request, init).url);
    return response;
  };
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${bffUrl}/trpc`, fetch: recordingFetch })],
  });
  const list = await client.events.list.query(input);
  if (list.events.length === 0) throw new Error("the filtered list found nothing to measure");
  const [url] = seen;
  if (!url) throw new Error("expected one request");
  return url;
}
