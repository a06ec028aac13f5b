// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveWizardSnapshot, wizardStorageKey } from "../wizard/wizard-storage";
import { FakeApiProvider } from "../testing/fake-api";
import type { FakeRegistration } from "../testing/fake-api";
import { RegistrationWizard } from "../registration-wizard";
import {
  fakeRegistration,
  prefilledForm,
  REGISTRATION_ID,
  testInit,
} from "../testing/fake-registration";
import { memoryStorage } from "../testing/memory-storage";
import { button, mount, settle, type Mounted } from "../testing/mount";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.restoreAllMocks();
});

/** The tab's storage as it was when the person left for the acquirer's card page. */
function tabThatLeftForTheAcquirer() {
  const storage = memoryStorage();
  saveWizardSnapshot(
    storage,
    wizardStorageKey({
      eventCode: "white-nights",
      raceCode: "42k",
      registrationId: REGISTRATION_ID,
    }),
    {
      step: "payment",
      values: {
        payment: {
          state: "checking",
          method: "installments",
          qr: null,
          paidAt: "2026-05-01T09:05:00Z",
        },
      },
    },
  );
  return storage;
}

/** The order awaits its payment; the acquirer has no answer (the person left its page). */
function awaitingOrder(overrides: Partial<FakeRegistration> = {}) {
  return fakeRegistration({
    init: async () => ({
      ...testInit,
      availability: {
        state: "awaitingPayment",
        registrationId: REGISTRATION_ID,
        paymentDeadline: "2026-05-01T09:20:00Z",
      },
    }),
    registrationForm: async () => ({
      ...prefilledForm,
      registrationId: REGISTRATION_ID,
      state: "awaitingPayment",
    }),
    paymentStatus: async () => "checking",
    ...overrides,
  });
}

async function open(fake: FakeRegistration, storage: ReturnType<typeof memoryStorage>) {
  mounted = mount(
    <FakeApiProvider fake={fake}>
      <RegistrationWizard
        eventCode="white-nights"
        raceCode="42k"
        doneHref="/event/white-nights"
        accountHref="/account"
        storage={storage}
        clock={() => Date.parse("2026-05-01T09:06:00Z")}
      />
    </FakeApiProvider>,
  );
  await settle();
  return mounted.container;
}

describe("the register page reopened in the tab that left for the acquirer (issue 12 #2)", () => {
  it("checks the payment once and offers its actions instead of an endless spinner", async () => {
    const { fake } = awaitingOrder();
    const container = await open(fake, tabThatLeftForTheAcquirer());
    await settle();
    expect(container.querySelector("h2")?.textContent).toBe("The payment is not finished");
    expect(button(container, "Try again")).toBeTruthy();
    expect(button(container, "Choose another method")).toBeTruthy();
  });

  it("'try again' goes to the acquirer with the same method in one press; 'another method' opens the chooser", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const { fake, calls } = awaitingOrder({
      pay: async (_id, method) => {
        calls.push(`pay:${method}`);
        return { kind: "redirect", url: "/sandbox/checkout/sbx_0123456789abcdef01234567" };
      },
    });
    const container = await open(fake, tabThatLeftForTheAcquirer());
    await settle();
    await act(async () => button(container, "Try again").click());
    await settle();
    expect(calls).toContain("pay:installments");
    expect(assign).toHaveBeenCalledWith("/sandbox/checkout/sbx_0123456789abcdef01234567");

    mounted?.unmount();
    const again = await open(fake, tabThatLeftForTheAcquirer());
    await settle();
    await act(async () => button(again, "Choose another method").click());
    await settle();
    expect(again.querySelector('input[type="radio"][value="card"]')).not.toBeNull();
  });

  it("a payment the bank did answer meanwhile shows that answer", async () => {
    const { fake } = awaitingOrder({ paymentStatus: async () => "error" });
    const container = await open(fake, tabThatLeftForTheAcquirer());
    await settle();
    expect(container.querySelector("h2")?.textContent).toBe("The payment did not go through");
  });
});
