// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { RegistrationWizard } from "../registration-wizard";
import { FakeApiProvider } from "../testing/fake-api";
import {
  fakeRegistration,
  prefilledForm,
  REGISTRATION_ID,
  testInit,
} from "../testing/fake-registration";
import { memoryStorage } from "../testing/memory-storage";
import { button, click, mount, settle, type Mounted } from "../testing/mount";
import { saveWizardSnapshot, wizardStorageKey } from "../wizard/wizard-storage";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

/**
 * This tab kept the person's own wizard on its payment step, no payment started there; the order
 * awaits payment, or was paid meanwhile with another order's payment.
 */
async function openKeptPaymentStep(state: "awaitingPayment" | "paid" = "awaitingPayment") {
  const { fake } = fakeRegistration({
    init: async () => ({
      ...testInit,
      availability:
        state === "paid"
          ? { state: "alreadyRegistered", registrationId: REGISTRATION_ID }
          : {
              state: "awaitingPayment",
              registrationId: REGISTRATION_ID,
              paymentDeadline: "2026-05-01T09:20:00Z",
            },
    }),
    registrationForm: async () => ({
      ...prefilledForm,
      registrationId: REGISTRATION_ID,
      state,
    }),
    confirmOrder: async () => {
      throw new Error("not used");
    },
    cart: async () => ({ ...(await fakeRegistration().fake.cart(REGISTRATION_ID)), state }),
  });
  const storage = memoryStorage();
  saveWizardSnapshot(
    storage,
    wizardStorageKey({
      eventCode: "white-nights",
      raceCode: "42k",
      registrationId: REGISTRATION_ID,
    }),
    { step: "payment", values: { payment: null } },
  );
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
  await settle();
  return mounted.container;
}

const heading = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll("h1, h2")].some((h) => h.textContent === text);

describe("registering someone else from an order awaiting payment", () => {
  it("leads from the kept payment step to the standing and the chooser, and back to paying", async () => {
    const container = await openKeptPaymentStep();
    expect(container.querySelector(".payment-step")).not.toBeNull();
    expect(heading(container, "Someone else taking part too?")).toBe(true);

    await click(button(container, "Register someone else"));
    await settle();
    expect(heading(container, "Your order is awaiting payment")).toBe(true);
    expect(heading(container, "Who is taking part?")).toBe(true);
    expect(container.querySelector(".payment-step")).toBeNull();
    // The button that led here is gone: focus is on the screen's title, not lost.
    expect(document.activeElement?.textContent).toBe("Your order is awaiting payment");

    await click(button(container, "Go to payment"));
    await settle();
    expect(container.querySelector(".payment-step")).not.toBeNull();
    expect(heading(container, "Who is taking part?")).toBe(false);
  });

  it("says 'already registered' instead of the kept payment step once another order's payment paid it", async () => {
    const container = await openKeptPaymentStep("paid");
    expect(container.querySelector(".payment-step")).toBeNull();
    expect(heading(container, "You are already registered")).toBe(true);
    expect(heading(container, "Who is taking part?")).toBe(true);
  });
});
