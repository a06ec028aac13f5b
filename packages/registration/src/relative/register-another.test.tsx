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

/** The person's own order awaiting payment, and this tab kept its wizard on the payment step. */
async function openKeptPaymentStep() {
  const { fake } = fakeRegistration({
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
    confirmOrder: async () => {
      throw new Error("not used");
    },
    cart: async () => ({
      ...(await fakeRegistration().fake.cart(REGISTRATION_ID)),
      state: "awaitingPayment",
    }),
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

    await click(button(container, "Go to payment"));
    await settle();
    expect(container.querySelector(".payment-step")).not.toBeNull();
    expect(heading(container, "Who is taking part?")).toBe(false);
  });
});
