import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { legacyRoute, startContractServer } from "@reg/core/testing";
import { legacyCall } from "@reg/domain";
import { LegacyClient } from "../src/legacy/legacy-client";

/** A call added to the contract for this test only: core and the BFF both pick it up from here. */
const echoCall = legacyCall({
  method: "POST",
  path: "/Test/Echo",
  query: z.object({ raceCode: z.string().min(1, { error: "field.required" }) }),
  body: z.object({ count: z.number({ error: "field.invalid" }).int({ error: "field.invalid" }) }),
  output: z.object({ raceCode: z.string(), doubled: z.number() }),
});
/** The same address, answered by a core that breaks the declared output. */
const driftedCall = legacyCall({
  method: "GET",
  path: "/Test/Drifted",
  output: z.object({ total: z.number() }),
});

const scope = { host: "localhost" };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function stack() {
  const core = await startContractServer((app) => {
    legacyRoute(app, echoCall, async (_request, _reply, input) => {
      const { query, body } = input();
      return { raceCode: query.raceCode, doubled: body.count * 2 };
    });
    // The handler's answer is typed by the output schema: a wrong shape does not compile...
    // @ts-expect-error `total` must be a number
    legacyRoute(app, driftedCall, async () => ({ total: "twelve" }));
  });
  const client = new LegacyClient({
    baseUrl: core.url,
    connections: 2,
    timeoutMs: 5_000,
    maxInFlight: 10,
  });
  cleanups.push(
    () => core.close(),
    () => client.close(),
  );
  return client;
}

describe("the legacy contract table", () => {
  it("serves a new call at core and sends it from the BFF, both from its one declaration", async () => {
    const client = await stack();
    await expect(
      client.send(scope, echoCall, { query: { raceCode: "r5" }, body: { count: 21 } }),
    ).resolves.toEqual({
      raceCode: "r5",
      doubled: 42,
    });
  });

  it("has core refuse input its schemas do not take, field by field", async () => {
    const client = await stack();
    await expect(
      // @ts-expect-error the body's count is a number: a sender cannot compile a string
      client.send(scope, echoCall, { query: { raceCode: "" }, body: { count: "many" } }),
    ).rejects.toMatchObject({
      appCode: "VALIDATION_FAILED",
      fields: { raceCode: "field.required" },
    });
  });

  it("has the BFF refuse an answer that breaks the declared output", async () => {
    const client = await stack();
    await expect(client.send(scope, driftedCall, {})).rejects.toMatchObject({
      appCode: "UPSTREAM_UNAVAILABLE",
    });
  });
});
