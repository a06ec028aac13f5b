import { request as httpRequest } from "node:http";

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON (undefined when it isn't JSON). */
  json: unknown;
}

export interface HttpCall {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as is: tests need to send broken JSON, wrong types, oversized bodies and raw bytes. */
  body?: string | Buffer;
}

/** node:http rather than fetch, because tests must set `Host` and send raw, malformed bodies. */
export function http(baseUrl: string, path: string, call: HttpCall = {}): Promise<HttpResponse> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: call.method ?? "GET", headers: { accept: "application/json", ...call.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on("error", reject);
    if (call.body !== undefined) req.write(call.body);
    req.end();
  });
}

/** POST a JSON value (or raw text) with the JSON content type. */
export function postJson(
  baseUrl: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpResponse> {
  return http(baseUrl, path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The `name=value` part of a Set-Cookie header for `name`, if any. */
export function setCookie(response: HttpResponse, name: string): string | undefined {
  const raw = response.headers["set-cookie"];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return all.find((c) => c.startsWith(`${name}=`));
}
