import { describe, expect, it } from "vitest";
import { requestIdFrom } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestIdFrom", () => {
  it("keeps a well-formed incoming id", () => {
    expect(requestIdFrom("6f1c2a8e-0b7d-4c51-9a43-2e8f1d0c7b55")).toBe(
      "6f1c2a8e-0b7d-4c51-9a43-2e8f1d0c7b55",
    );
    expect(requestIdFrom("01HZY3K8Q9W2V7X4T5R6S1M0NB")).toBe("01HZY3K8Q9W2V7X4T5R6S1M0NB");
    expect(requestIdFrom(["lb-req.42:abc", "other-one"])).toBe("lb-req.42:abc");
  });

  it("makes a new one for a missing, short, long or hostile id", () => {
    for (const bad of [
      undefined,
      "",
      "short",
      "x".repeat(65),
      "has space in it",
      'quote"injection',
      "line\nbreak-forged",
      "ünïcode-id-value",
    ]) {
      expect(requestIdFrom(bad)).toMatch(UUID);
    }
  });

  it("makes a different id each time", () => {
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
