import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";

export interface AdminListen {
  /** 0 picks a free port (tests). */
  port: number;
  /** Default 127.0.0.1: the scraper is on the machine or its private network, never the public. */
  host?: string;
}

export interface AdminServer {
  /** e.g. `http://127.0.0.1:9401`; the metrics are at `${url}/metrics`. */
  url: string;
  close(): Promise<void>;
}

function urlOf(server: Server): string {
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The admin listener: `GET /metrics` in Prometheus' text format, on a port of its own, apart from
 * the traffic (a scrape never waits behind the rush, and nothing public can read it).
 */
export async function startAdminServer(
  registry: Registry,
  listen: AdminListen,
  onError: (error: unknown) => void,
): Promise<AdminServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (request.method !== "GET" || path !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    registry.metrics().then(
      (text) => {
        response
          .writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" })
          .end(text);
      },
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { "content-type": "text/plain" }).end("metrics failed\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listen.port, listen.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  let closing: Promise<void> | undefined;
  return {
    url: urlOf(server),
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
