import { describe, expect, it } from "vitest";
import { memoryStorage } from "../testing/memory-storage";
import { keepHold, lapsedHold, loadKeptHold } from "./kept-hold";

const RACE = { eventCode: "white-nights", raceCode: "42k" };
const ID = "7d0f6f0e-2b1a-4c3e-9a1e-0b2c3d4e5f60";
const DEADLINE = "2026-05-01T09:20:00Z";
const AFTER = Date.parse(DEADLINE) + 1;

describe("the place a tab remembers holding (issue 12 item 5)", () => {
  it("is a lapse only when the server has no live registration and the hold's end has passed", () => {
    const storage = memoryStorage();
    keepHold(storage, RACE, { registrationId: ID, deadline: DEADLINE });
    expect(lapsedHold(storage, RACE, null, AFTER)).toEqual({ registrationId: ID, values: {} });
    expect(lapsedHold(storage, RACE, null, Date.parse(DEADLINE) - 1)).toBeNull();
    expect(lapsedHold(storage, RACE, ID, AFTER)).toBeNull();
    expect(lapsedHold(storage, { ...RACE, raceCode: "10k" }, null, AFTER)).toBeNull();
  });

  it("carries the lapsed answers over, but not a payment the old order had under way", () => {
    const storage = memoryStorage();
    keepHold(storage, RACE, { registrationId: ID, deadline: DEADLINE });
    storage.setItem(
      `reg-wizard:white-nights:42k:${ID}`,
      JSON.stringify({
        step: "payment",
        values: { participantForm: { lastName: "Ivanova" }, payment: { state: "checking" } },
      }),
    );
    expect(lapsedHold(storage, RACE, null, AFTER)?.values).toEqual({
      participantForm: { lastName: "Ivanova" },
    });
  });

  it("ignores a record it cannot read", () => {
    const storage = memoryStorage();
    storage.setItem("reg-hold:white-nights:42k", "{not json");
    expect(loadKeptHold(storage, RACE)).toBeNull();
    storage.setItem(
      "reg-hold:white-nights:42k",
      JSON.stringify({ registrationId: ID, deadline: "soon" }),
    );
    expect(loadKeptHold(storage, RACE)).toBeNull();
    expect(lapsedHold(storage, RACE, null, AFTER)).toBeNull();
  });
});
