/**
 * A browser's cookie jar, reduced to what the tests need: it keeps what Set-Cookie says (and drops
 * what it expires) and sends it back, so the session travels browser → BFF → core → browser.
 */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  set(name: string, value: string): void {
    this.#cookies.set(name, value);
  }

  delete(name: string): void {
    this.#cookies.delete(name);
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  store(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const eq = pair.indexOf("=");
      if (eq === -1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = "", raw = ""] = attribute.split("=").map((part) => part.trim());
        if (key.toLowerCase() === "max-age") return Number(raw) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === "") this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
}

/** A fetch that behaves like the page's: it sends the jar's cookies and keeps the answers'. */
export function browserFetch(jar: CookieJar, recorded: RecordedRequest[] = []): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    const cookie = jar.header();
    if (cookie) headers.set("cookie", cookie);
    recorded.push({ url: request.url, method: request.method, headers });
    const response = await fetch(new Request(request, { headers }));
    jar.store(response.headers.getSetCookie());
    return response;
  };
}
