import { describe, expect, it } from "vitest";
import { logCapture, seriesValue } from "./testing";

const exposition = [
  "# HELP http_requests_total Requests.",
  'http_requests_total{procedure="events.list",status="200"} 12',
  'http_requests_total{procedure="payment.pay",status="409"} 3',
  "process_open_fds 41",
].join("\n");

describe("seriesValue", () => {
  it("finds a series by its labels whatever their order", () => {
    expect(
      seriesValue(exposition, "http_requests_total", { status: "409", procedure: "payment.pay" }),
    ).toBe(3);
    expect(seriesValue(exposition, "http_requests_total", { procedure: "events.list" })).toBe(12);
  });

  it("reads a series without labels, and says undefined for one that is not there", () => {
    expect(seriesValue(exposition, "process_open_fds")).toBe(41);
    expect(seriesValue(exposition, "process_open")).toBeUndefined();
    expect(seriesValue(exposition, "http_requests_total", { status: "500" })).toBeUndefined();
  });
});

describe("logCapture", () => {
  it("keeps each line pino writes, parsed", () => {
    const { lines, stream } = logCapture();
    stream.write('{"level":30,"msg":"request completed","reqId":"r-1","statusCode":200}\n');
    expect(lines).toEqual([{ level: 30, msg: "request completed", reqId: "r-1", statusCode: 200 }]);
  });
});
