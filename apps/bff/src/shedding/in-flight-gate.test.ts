import { describe, expect, it } from "vitest";
import { InFlightGate } from "./in-flight-gate";

describe("InFlightGate", () => {
  it("lets `limit` in, turns the next away, and lets one in again after one leaves", () => {
    const gate = new InFlightGate(2);
    expect([gate.tryEnter(), gate.tryEnter(), gate.tryEnter()]).toEqual([true, true, false]);
    gate.leave();
    expect(gate.inFlight).toBe(1);
    expect(gate.tryEnter()).toBe(true);
  });

  it("never counts below zero", () => {
    const gate = new InFlightGate(1);
    gate.leave();
    expect(gate.inFlight).toBe(0);
    expect(gate.tryEnter()).toBe(true);
    expect(gate.tryEnter()).toBe(false);
  });

  it("refuses a limit that is no positive integer", () => {
    for (const limit of [0, -1, 1.5, Number.NaN])
      expect(() => new InFlightGate(limit)).toThrow(RangeError);
  });
});
