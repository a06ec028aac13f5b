import { describe, expect, it } from "vitest";
import {
  isTerminalRegistrationState,
  ownRegistrationState,
  paymentResultFor,
  REGISTRATION_EVENT_TYPES,
  REGISTRATION_STATES,
  type RegistrationEvent,
  type RegistrationEventType,
  type RegistrationRejection,
  type RegistrationState,
  registrationStateSchema,
  transition,
} from "./registration-state";

type Expected = RegistrationState | RegistrationRejection;

/**
 * The whole machine, state × event, as docs/state-machines.md draws it. `repeatPayment` and
 * `paymentSucceeded` appear twice: with a slot to take again and without.
 */
const TABLE: Record<RegistrationState, Record<string, Expected>> = {
  draft: {
    submit: "awaitingPayment",
    "paymentSucceeded+slot": "notAllowed",
    "paymentSucceeded-slot": "notAllowed",
    paymentFailed: "notAllowed",
    expire: "notAllowed",
    "repeatPayment+slot": "notAllowed",
    "repeatPayment-slot": "notAllowed",
    cancel: "cancelled",
  },
  awaitingPayment: {
    submit: "notAllowed",
    "paymentSucceeded+slot": "paid",
    "paymentSucceeded-slot": "paid",
    paymentFailed: "awaitingPayment",
    expire: "expired",
    "repeatPayment+slot": "notAllowed",
    "repeatPayment-slot": "notAllowed",
    cancel: "notAllowed",
  },
  paid: {
    submit: "alreadyPaid",
    "paymentSucceeded+slot": "alreadyPaid",
    "paymentSucceeded-slot": "alreadyPaid",
    paymentFailed: "alreadyPaid",
    expire: "alreadyPaid",
    "repeatPayment+slot": "alreadyPaid",
    "repeatPayment-slot": "alreadyPaid",
    cancel: "alreadyPaid",
  },
  expired: {
    submit: "notAllowed",
    "paymentSucceeded+slot": "paid",
    "paymentSucceeded-slot": "slotsSoldOut",
    paymentFailed: "notAllowed",
    expire: "notAllowed",
    "repeatPayment+slot": "awaitingPayment",
    "repeatPayment-slot": "slotsSoldOut",
    cancel: "notAllowed",
  },
  cancelled: {
    submit: "alreadyCancelled",
    "paymentSucceeded+slot": "alreadyCancelled",
    "paymentSucceeded-slot": "alreadyCancelled",
    paymentFailed: "alreadyCancelled",
    expire: "alreadyCancelled",
    "repeatPayment+slot": "alreadyCancelled",
    "repeatPayment-slot": "alreadyCancelled",
    cancel: "alreadyCancelled",
  },
};

function eventsOf(type: RegistrationEventType): [string, RegistrationEvent][] {
  switch (type) {
    case "paymentSucceeded":
    case "repeatPayment":
      return [
        [`${type}+slot`, { type, slotAvailable: true }],
        [`${type}-slot`, { type, slotAvailable: false }],
      ];
    case "submit":
    case "paymentFailed":
    case "expire":
    case "cancel":
      return [[type, { type }]];
  }
}

const ALL_EVENTS = REGISTRATION_EVENT_TYPES.flatMap(eventsOf);

const cases = REGISTRATION_STATES.flatMap((state) =>
  ALL_EVENTS.map(([label, event]) => [state, label, TABLE[state][label], event] as const),
);

describe("transition", () => {
  it("has an expectation for every state × event", () => {
    expect(cases).toHaveLength(REGISTRATION_STATES.length * ALL_EVENTS.length);
    for (const [state, label, expected] of cases)
      expect(expected, `${state} × ${label}`).toBeDefined();
    for (const state of REGISTRATION_STATES)
      expect(Object.keys(TABLE[state]).sort()).toEqual(ALL_EVENTS.map(([l]) => l).sort());
  });

  it.each(cases)("%s × %s → %s", (state, _label, expected, event) => {
    const result = transition(state, event);
    if ((REGISTRATION_STATES as readonly string[]).includes(expected ?? "")) {
      expect(result).toEqual({ ok: true, state: expected });
    } else {
      expect(result).toEqual({ ok: false, reason: expected, state, event: event.type });
    }
  });

  it("keeps an awaiting order awaiting after a failed attempt, so the person can retry", () => {
    const afterFailure = transition("awaitingPayment", { type: "paymentFailed" });
    expect(afterFailure).toEqual({ ok: true, state: "awaitingPayment" });
  });

  it("walks the happy path and the repeat-payment path", () => {
    const steps: RegistrationEvent[] = [
      { type: "submit" },
      { type: "paymentFailed" },
      { type: "expire" },
      { type: "repeatPayment", slotAvailable: true },
      { type: "paymentSucceeded", slotAvailable: true },
    ];
    let state: RegistrationState = "draft";
    const visited: RegistrationState[] = [state];
    for (const event of steps) {
      const result = transition(state, event);
      if (!result.ok) throw new Error(`rejected ${event.type} in ${state}`);
      state = result.state;
      visited.push(state);
    }
    expect(visited).toEqual([
      "draft",
      "awaitingPayment",
      "awaitingPayment",
      "expired",
      "awaitingPayment",
      "paid",
    ]);
  });

  it("never leaves a terminal state", () => {
    for (const state of REGISTRATION_STATES.filter(isTerminalRegistrationState))
      for (const [, event] of ALL_EVENTS) expect(transition(state, event).ok).toBe(false);
  });
});

describe("isTerminalRegistrationState", () => {
  it("is true for paid and cancelled only", () => {
    expect(REGISTRATION_STATES.filter(isTerminalRegistrationState)).toEqual(["paid", "cancelled"]);
  });
});

describe("registrationStateSchema", () => {
  it("accepts the five states and nothing else", () => {
    for (const state of REGISTRATION_STATES)
      expect(registrationStateSchema.parse(state)).toBe(state);
    expect(registrationStateSchema.safeParse("refunded").success).toBe(false);
  });
});

describe("ownRegistrationState", () => {
  it("frees the person once the registration expired or was cancelled", () => {
    expect(REGISTRATION_STATES.map(ownRegistrationState)).toEqual([
      "draft",
      "awaitingPayment",
      "paid",
      "none",
      "none",
    ]);
  });
});

describe("paymentResultFor", () => {
  it.each([
    ["paid", false, "success"],
    ["paid", true, "success"],
    ["awaitingPayment", false, "checking"],
    ["awaitingPayment", true, "error"],
    ["expired", false, "expired"],
    ["expired", true, "expired"],
    ["draft", false, null],
    ["cancelled", true, null],
  ] as const)("%s (last attempt failed: %s) → %s", (state, failed, expected) => {
    expect(paymentResultFor(state, failed)).toBe(expected);
  });
});
