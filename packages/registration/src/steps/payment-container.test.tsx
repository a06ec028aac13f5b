// @vitest-environment happy-dom
import { FakeAppError } from "@reg/api/testing";
import type { Cart, PayTogetherOrder } from "@reg/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegistrationWizard } from "../registration-wizard";
import { FakeApiProvider, type FakeRegistration } from "../testing/fake-api";
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
  vi.restoreAllMocks();
});

const CHILD: PayTogetherOrder = {
  registrationId: "7d0c2a7e-1b7e-4c5e-9a51-0d6f1c2b3a41",
  participantName: "Masha Ivanova",
  raceCode: "42k",
  raceName: "Marathon",
  reason: "mine",
  amountKopecks: 367500,
  paymentDeadline: "2026-05-01T09:25:00Z",
};

/** The person's own order awaiting payment, its payment step kept in this tab. */
async function openPaymentStep(
  overrides: Partial<FakeRegistration>,
  /** What the tab kept of the step: null for the choice of method. */
  payment: Record<string, unknown> | null = null,
) {
  const { fake, calls } = fakeRegistration({
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
    payTogether: async () => [CHILD],
    ...overrides,
  });
  const storage = memoryStorage();
  saveWizardSnapshot(
    storage,
    wizardStorageKey({
      eventCode: "white-nights",
      raceCode: "42k",
      registrationId: REGISTRATION_ID,
    }),
    { step: "payment", values: { payment } },
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
  return { container: mounted.container, calls };
}

describe("the payment step paying together", () => {
  it("sends the chosen orders with the payment", async () => {
    vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const sent: (readonly string[] | undefined)[] = [];
    const { container } = await openPaymentStep({
      pay: async (_id, _method, also) => {
        sent.push(also);
        return { kind: "redirect", url: "/sandbox/checkout/sbx_0123456789abcdef01234567" };
      },
    });
    expect(container.textContent).toContain("Total for 2 people");
    await click(container.querySelector('input[value="card"]'));
    await click(button(container, "Pay"));
    expect(sent).toEqual([[CHILD.registrationId]]);
  });

  it("sends none when the other order is unticked", async () => {
    const sent: (readonly string[] | undefined)[] = [];
    const { container } = await openPaymentStep({
      pay: async (_id, _method, also) => {
        sent.push(also);
        return { kind: "result", state: "error" };
      },
    });
    await click(container.querySelector('.pay-together input[type="checkbox"]'));
    await click(container.querySelector('input[value="card"]'));
    await click(button(container, "Pay"));
    expect(sent).toEqual([undefined]);
  });

  it("says why core refused an order named with it", async () => {
    const { container } = await openPaymentStep({
      pay: async () => {
        throw new FakeAppError("NOT_FOUND", 404);
      },
    });
    await click(container.querySelector('input[value="qr"]'));
    await click(button(container, "Pay"));
    expect(container.querySelector(".payment-step [role='alert']")?.textContent).toContain(
      "We could not find what you were looking for.",
    );
    expect(container.querySelector(".pay-together")).not.toBeNull();
  });
});

describe("a repeated payment", () => {
  it("says on the payment step what the repeat changed in the order (SPEC §8)", async () => {
    const { fake } = fakeRegistration();
    const repeated: Cart = {
      ...(await fake.cart(REGISTRATION_ID)),
      notice: "stock.optionsAdjusted",
      changes: [{ id: "shirt", kind: "product", name: "Finisher T-shirt", from: 2, to: 0 }],
    };
    const { container } = await openPaymentStep(
      { repeatPayment: async () => repeated },
      { state: "expired", method: null, qr: null, paidAt: "2026-05-01T09:00:00Z" },
    );
    await click(button(container, "Repeat payment"));
    await settle();
    const notice = container.querySelector(".payment-step [role='status']")?.textContent;
    expect(notice).toContain("your order was adjusted automatically");
    expect(notice).toContain("Finisher T-shirt: removed, none left");
  });
});
