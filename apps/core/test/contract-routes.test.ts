import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLUB_CALLS,
  FAMILY_CALLS,
  GIFT_CALLS,
  LEGACY_CONTRACT,
  MY_REGISTRATIONS_CALLS,
  TAX_CALLS,
  TEAM_CALLS,
  TRAINING_CALLS,
} from "@reg/domain";
import { startCore, type RunningCore } from "./support/core";

/** The calls declared beside their features, outside the table, that core serves as well. */
const FEATURE_CALLS = {
  ...prefixed("myRegistrations", MY_REGISTRATIONS_CALLS),
  ...prefixed("teams", TEAM_CALLS),
  ...prefixed("family", FAMILY_CALLS),
  ...prefixed("gifts", GIFT_CALLS),
  ...prefixed("tax", TAX_CALLS),
  ...prefixed("trainings", TRAINING_CALLS),
  ...prefixed("clubs", CLUB_CALLS),
};

function prefixed<T extends object>(feature: string, calls: T): Record<string, T[keyof T]> {
  return Object.fromEntries(
    Object.entries(calls).map(([verb, call]) => [`${feature}.${verb}`, call]),
  ) as Record<string, T[keyof T]>;
}

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

  it.each(Object.entries(FEATURE_CALLS))(
    "serves %s at its declared method and path",
    (_verb, call) => {
      expect(core.server.app.hasRoute({ method: call.method, url: call.path })).toBe(true);
    },
  );
});
