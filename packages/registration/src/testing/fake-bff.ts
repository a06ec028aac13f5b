import { createTrpcClient } from "@reg/api";

export interface Sent {
  procedure: string;
  method: string;
  input: unknown;
}

export type Answer =
  | { data: unknown }
  | { error: { appCode: string; httpStatus: number; fields?: Record<string, string> } };

/**
 * A stand-in for the BFF at the HTTP level, so the real tRPC client does the encoding: it records
 * each call's procedure and input and answers from `answers` by procedure name.
 */
export function fakeBff(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const procedures = url.pathname.replace("/trpc/", "").split(",");
    const method = init?.method ?? "GET";
    const inputs = JSON.parse(
      method === "GET" ? (url.searchParams.get("input") ?? "{}") : String(init?.body ?? "{}"),
    ) as Record<string, unknown>;
    const replies = procedures.map((procedure, index) => {
      sent.push({ procedure, method, input: inputs[String(index)] });
      const answer = answers[procedure];
      if (!answer) throw new Error(`unexpected call ${procedure}`);
      return "data" in answer
        ? { result: { data: answer.data } }
        : { error: { message: "hidden", code: -32600, data: answer.error } };
    });
    const failed = replies.some((reply) => "error" in reply);
    return new Response(JSON.stringify(replies), {
      status: failed ? 400 : 200,
      headers: { "content-type": "application/json" },
    });
  };
  const client = createTrpcClient({ url: "http://bff.test/trpc", fetch, readCookies: () => "" });
  return { sent, client };
}
