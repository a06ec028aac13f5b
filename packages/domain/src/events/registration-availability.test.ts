import { describe, expect, it } from "vitest";
import {
  REGISTRATION_AVAILABILITY_STATES,
  registrationAvailability,
  registrationAvailabilityStateSchema,
  type RegistrationFacts,
} from "./registration-availability";

const open: RegistrationFacts = {
  now: "2025-05-01T10:00:00Z",
  opensAt: "2025-04-01T00:00:00Z",
  closesAt: "2025-06-01T00:00:00Z",
  capacity: 100,
  taken: 10,
  onlineEnabled: true,
  offlineAtPickup: false,
  own: "none",
};

describe("REGISTRATION_AVAILABILITY_STATES", () => {
  it("has the eight SPEC §4 states", () => {
    expect(REGISTRATION_AVAILABILITY_STATES).toEqual([
      "closed",
      "limitReached",
      "notPossible",
      "alreadyRegistered",
      "awaitingPayment",
      "unfinishedDraft",
      "opensSoon",
      "offline",
    ]);
    expect(registrationAvailabilityStateSchema.safeParse("open").success).toBe(false);
  });
});

describe("registrationAvailability", () => {
  it("is open within the dates with places left", () => {
    expect(registrationAvailability(open)).toBe("open");
    expect(registrationAvailability({ ...open, opensAt: null, capacity: null, taken: 5000 })).toBe(
      "open",
    );
  });

  it("opens soon before opensAt, and closes at closesAt", () => {
    expect(registrationAvailability({ ...open, now: "2025-03-31T23:59:59Z" })).toBe("opensSoon");
    expect(registrationAvailability({ ...open, now: "2025-04-01T00:00:00Z" })).toBe("open");
    expect(registrationAvailability({ ...open, now: "2025-06-01T00:00:00Z" })).toBe("closed");
    expect(
      registrationAvailability({ ...open, now: "2025-06-01T00:00:00Z", offlineAtPickup: true }),
    ).toBe("offline");
  });

  it("reports the limit once every slot is taken", () => {
    expect(registrationAvailability({ ...open, taken: 99 })).toBe("open");
    expect(registrationAvailability({ ...open, taken: 100 })).toBe("limitReached");
  });

  it("is not possible when the race takes no online registrations", () => {
    expect(registrationAvailability({ ...open, onlineEnabled: false })).toBe("notPossible");
  });

  it("puts the person's own registration first", () => {
    const closedAndFull = { ...open, now: "2025-07-01T00:00:00Z", taken: 100 };
    expect(registrationAvailability({ ...closedAndFull, own: "paid" })).toBe("alreadyRegistered");
    expect(registrationAvailability({ ...closedAndFull, own: "awaitingPayment" })).toBe(
      "awaitingPayment",
    );
    expect(registrationAvailability({ ...open, own: "paid", onlineEnabled: false })).toBe(
      "alreadyRegistered",
    );
  });

  it("offers a draft only while it can still be finished, even when the race filled up meanwhile", () => {
    expect(registrationAvailability({ ...open, own: "draft", taken: 100 })).toBe("unfinishedDraft");
    expect(registrationAvailability({ ...open, own: "draft", now: "2025-06-02T00:00:00Z" })).toBe(
      "closed",
    );
  });
});
