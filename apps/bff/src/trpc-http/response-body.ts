import { type TRPCResponse } from "@trpc/server/rpc";
import { jsonText } from "../validation/json-text";
import { isRemembered } from "../validation/validated";

const singleBodies = new WeakMap<object, Buffer>();
const batchOfOneBodies = new WeakMap<object, Buffer>();

function responseText(response: TRPCResponse): string {
  if ("error" in response) return JSON.stringify(response);
  const data = jsonText(response.result.data);
  return data === undefined ? '{"result":{}}' : `{"result":{"data":${data}}}`;
}

/**
 * The body of a tRPC answer, written by hand around the data. When the one answer is a checked,
 * frozen micro-cached object, its encoded bytes are kept (as a single and as a batch of one, the
 * two shapes the client asks in), so the hot read pays neither JSON.stringify nor UTF-8 encoding
 * per request; the procedure itself still runs every time.
 */
export function responseBody(
  responses: readonly TRPCResponse[],
  isBatch: boolean,
): Buffer | string {
  const only = responses.length === 1 ? responses[0] : undefined;
  if (only && "result" in only && isRemembered(only.result.data)) {
    const bodies = isBatch ? batchOfOneBodies : singleBodies;
    let body = bodies.get(only.result.data);
    if (body === undefined) {
      const text = responseText(only);
      body = Buffer.from(isBatch ? `[${text}]` : text);
      bodies.set(only.result.data, body);
    }
    return body;
  }
  const texts = responses.map(responseText);
  return isBatch ? `[${texts.join(",")}]` : texts.join("");
}
