import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGACY_CONTRACT } from "@reg/domain";
import { startCore, type RunningCore } from "./support/core";

describe("core and the legacy contract table", () => {
  let core: RunningCore;
  beforeAll(async () => {
    core = await startCore("pglite");
  });
  afterAll(() => core.close());

  it.each(Object.entries(LEGACY_CONTRACT))(
    "serves %s at the table's method and path",
    (_verb, call) => {
      expect(core.server.app.hasRoute({ method: call.method, url: call.path })).toBe(true);
    },
  );
});
