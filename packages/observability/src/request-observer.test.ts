import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { startAdminServer, type AdminServer } from "./admin-server";
import { createMetricsRegistry } from "./metrics-registry";
import { QUIET_ROUTE, observedRequests } from "./request-observer";

interface LogLine {
  reqId?: string;
  msg?: string;
  path?: string;
  statusCode?: number;
}

function captureLines(): { lines: LogLine[]; stream: { write(line: string): void } } {
  const lines: LogLine[] = [];
  return { lines, stream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } };
}

let admin: AdminServer | undefined;
afterEach(async () => {
  await admin?.close();
  admin = undefined;
});

async function observedApp() {
  const { lines, stream } = captureLines();
  const registry = createMetricsRegistry({ processMetrics: true });
  const app = Fastify({ ...observedRequests(registry), logger: { level: "info", stream } });
  app.get("/things/:id", async (request) => {
    request.log.info("inside the handler");
    return { ok: true };
  });
  app.get("/health", QUIET_ROUTE, async () => ({ ok: true }));
  return { app, lines, registry };
}

describe("observedRequests", () => {
  it("uses a well-formed incoming id for every line of the request and hands it back", async () => {
    const { app, lines } = await observedApp();
    const id = "3d3f6c1e-5b2a-4f0e-9d8c-7a6b5c4d3e2f";
    const reply = await app.inject({
      url: "/things/42?email=someone%40example.org",
      headers: { "x-request-id": id },
    });
    expect(reply.headers["x-request-id"]).toBe(id);
    const own = lines.filter((line) => line.reqId === id);
    expect(own.map((line) => line.msg)).toEqual(["inside the handler", "request completed"]);
    // One line per request, and no query (it may carry what a person typed).
    expect(own[1]).toMatchObject({ path: "/things/42", statusCode: 200 });
    expect(JSON.stringify(lines)).not.toContain("example.org");
  });

  it("makes its own id when the incoming one is malformed, and keeps probes out of the log", async () => {
    const { app, lines } = await observedApp();
    const reply = await app.inject({ url: "/things/1", headers: { "x-request-id": "a b" } });
    const id = reply.headers["x-request-id"];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((line) => line.reqId === id)).toBe(true);
    const before = lines.length;
    await app.inject({ url: "/health" });
    expect(lines.length).toBe(before);
  });

  it("serves the route histogram and Node's series on the admin port", async () => {
    const { app, registry } = await observedApp();
    await app.inject({ url: "/things/1" });
    await app.inject({ url: "/things/2" });
    await app.inject({ url: "/nowhere" });
    admin = await startAdminServer(registry, { port: 0 }, () => undefined);
    const answer = await fetch(`${admin.url}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/plain");
    const text = await answer.text();
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/things/:id",status="2xx"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="unmatched",status="4xx"} 1',
    );
    expect(text).toContain("nodejs_eventloop_lag_p99_seconds");
    expect((await fetch(`${admin.url}/other`)).status).toBe(404);
  });

  it("keeps two servers' series apart in one process", async () => {
    const first = await observedApp();
    const second = await observedApp();
    await first.app.inject({ url: "/things/1" });
    const text = await second.registry.metrics();
    expect(text).not.toContain('route="/things/:id"');
  });
});
