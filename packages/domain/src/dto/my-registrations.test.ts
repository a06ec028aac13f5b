import { describe, expect, it } from "vitest";
import { raceStanding, type MyEventRegistration } from "./my-registrations";

const ids = {
  a: "00000000-0000-4000-8000-00000000000a",
  b: "00000000-0000-4000-8000-00000000000b",
  c: "00000000-0000-4000-8000-00000000000c",
};

const RACE = { eventCode: "run", raceCode: "10k" };

function item(over: Partial<MyEventRegistration>): MyEventRegistration {
  return {
    registrationId: ids.a,
    eventCode: "run",
    raceCode: "10k",
    state: "draft",
    paymentDeadline: null,
    canRepeatPayment: false,
    ...over,
  };
}

describe("raceStanding", () => {
  it("is null for no registration of that race", () => {
    expect(raceStanding([item({ eventCode: "other", state: "paid" })], RACE)).toBeNull();
    expect(raceStanding([], RACE)).toBeNull();
    expect(raceStanding([item({ raceCode: "5k", state: "paid" })], RACE)).toBeNull();
  });

  it("says registered for a paid one, whatever else the person left behind", () => {
    const items = [
      item({ registrationId: ids.a, state: "draft" }),
      item({ registrationId: ids.b, state: "paid" }),
      item({ registrationId: ids.c, state: "expired", canRepeatPayment: true }),
    ];
    expect(raceStanding(items, RACE)).toEqual({ kind: "registered", registrationId: ids.b });
  });

  it("offers payment with its deadline, then a draft, then an expired order that may be repaid", () => {
    const deadline = "2030-01-01T10:20:00.000Z";
    expect(
      raceStanding(
        [
          item({ registrationId: ids.a, state: "draft" }),
          item({ registrationId: ids.b, state: "awaitingPayment", paymentDeadline: deadline }),
        ],
        RACE,
      ),
    ).toEqual({ kind: "awaitingPayment", registrationId: ids.b, deadline });
    expect(
      raceStanding(
        [
          item({ registrationId: ids.c, state: "expired", canRepeatPayment: true }),
          item({ registrationId: ids.a, state: "draft" }),
        ],
        RACE,
      ),
    ).toEqual({ kind: "draft", registrationId: ids.a });
    expect(
      raceStanding(
        [item({ registrationId: ids.c, state: "expired", canRepeatPayment: true })],
        RACE,
      ),
    ).toEqual({ kind: "repeatPayment", registrationId: ids.c });
  });

  it("offers nothing for an expired order that cannot be repaid, or a cancelled one", () => {
    expect(raceStanding([item({ state: "expired", canRepeatPayment: false })], RACE)).toBeNull();
    expect(raceStanding([item({ state: "cancelled" })], RACE)).toBeNull();
  });
});
