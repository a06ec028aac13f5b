// @vitest-environment happy-dom
import { defined, type PaymentMethod, type PayTogetherOrder } from "@reg/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeRegistration, REGISTRATION_ID } from "../testing/fake-registration";
import { button, click, mount, type Mounted } from "../testing/mount";
import { PaymentStep } from "./payment-step";

let mounted: Mounted | null = null;
afterEach(() => mounted?.unmount());

const ORDERS: PayTogetherOrder[] = [
  {
    registrationId: "7d0c2a7e-1b7e-4c5e-9a51-0d6f1c2b3a41",
    participantName: "Pavel Ivanov",
    raceCode: "42k",
    raceName: "Marathon",
    reason: "mine",
    amountKopecks: 367500,
    paymentDeadline: "2026-05-01T09:25:00Z",
  },
  {
    registrationId: "a1b2c3d4-0000-4000-8000-000000000002",
    participantName: "Masha Ivanova",
    raceCode: "42k",
    raceName: "Marathon",
    reason: "mine",
    amountKopecks: 200000,
    paymentDeadline: "2026-05-01T09:30:00Z",
  },
  {
    registrationId: "a1b2c3d4-0000-4000-8000-000000000003",
    participantName: "Oleg Petrov",
    raceCode: "42k",
    raceName: "Marathon",
    reason: "teamShare",
    amountKopecks: 150000,
    paymentDeadline: "2026-05-01T09:19:50Z",
  },
];

type OnPay = (method: PaymentMethod, also: string[]) => Promise<void>;

async function render(
  onPay: OnPay,
  together: readonly PayTogetherOrder[] = ORDERS,
  teamSharesLocked = false,
) {
  // The lead order: 3 500 ₽ and a 5 % fee, 3 675 ₽.
  const cart = await fakeRegistration().fake.cart(REGISTRATION_ID);
  mounted = mount(
    <PaymentStep
      cart={cart}
      methods={["card", "qr", "installments"]}
      together={together}
      teamSharesLocked={teamSharesLocked}
      onPay={onPay}
      onExpired={vi.fn()}
      onBack={null}
      clock={() => Date.parse("2026-05-01T09:19:30Z")}
    />,
  );
  return mounted.container;
}

const boxes = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement>('.pay-together input[type="checkbox"]'),
];
const box = (container: HTMLElement, name: string) => {
  const found = boxes(container).find((input) =>
    input.closest("label")?.textContent?.includes(name),
  );
  if (!found) throw new Error(`no order of ${name}`);
  return found;
};
const methods = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((r) => r.value);
const summary = (container: HTMLElement) =>
  [...container.querySelectorAll(".order-summary__row")].map((row) => row.textContent);

describe("paying for others at the same time", () => {
  it("lists each other order as a labelled checkbox: who, the race, the time left, the amount", async () => {
    const container = await render(async () => undefined);
    const choice = container.querySelector("fieldset.pay-together");
    expect(choice?.querySelector("legend")?.textContent).toBe("Pay for others at the same time");
    const labels = [...(choice?.querySelectorAll("label") ?? [])].map((l) => l.textContent);
    expect(labels).toEqual([
      "Pavel IvanovMarathon6 minutes left to pay₽3,675",
      "Masha IvanovaMarathon11 minutes left to pay₽2,000",
      "Oleg PetrovMarathonTeam share1 minute left to pay₽1,500",
    ]);
  });

  it("ticks the payer's own orders, not a team member's share, and totals everyone's", async () => {
    const container = await render(async () => undefined);
    expect(boxes(container).map((input) => input.checked)).toEqual([true, true, false]);
    // 3 675 + 3 675 + 2 000 ₽.
    expect(summary(container).slice(-2)).toEqual(["This order₽3,675", "Total for 3 people₽9,350"]);
    await click(box(container, "Oleg Petrov"));
    expect(summary(container).at(-1)).toBe("Total for 4 people₽10,850");
  });

  it("offers installments only for this order alone, and forgets them once others are ticked", async () => {
    const container = await render(async () => undefined);
    expect(methods(container)).toEqual(["card", "qr"]);
    await click(box(container, "Pavel Ivanov"));
    await click(box(container, "Masha Ivanova"));
    expect(methods(container)).toEqual(["card", "qr", "installments"]);
    expect(summary(container).at(-1)).toBe("Total₽3,675");
    await click(container.querySelector('input[value="installments"]'));
    await click(box(container, "Masha Ivanova"));
    expect(methods(container)).toEqual(["card", "qr"]);
    expect(container.querySelector<HTMLInputElement>('input[type="radio"]:checked')).toBeNull();
  });

  it("pays the chosen orders with this one", async () => {
    const onPay = vi.fn<OnPay>(async () => undefined);
    const container = await render(onPay);
    await click(box(container, "Pavel Ivanov"));
    await click(box(container, "Oleg Petrov"));
    await click(container.querySelector('input[value="card"]'));
    await click(button(container, "Pay"));
    expect(onPay).toHaveBeenCalledWith("card", [
      "a1b2c3d4-0000-4000-8000-000000000002",
      "a1b2c3d4-0000-4000-8000-000000000003",
    ]);
  });

  it("says why a payment of several was refused", async () => {
    const container = await render(async () => {
      throw Object.assign(new Error("refused"), {
        data: { appCode: "REGISTRATION_EXPIRED", httpStatus: 409 },
      });
    });
    await click(container.querySelector('input[value="card"]'));
    await click(button(container, "Pay"));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      "The time to pay for this order has run out.",
    );
  });

  it("shows no choice when there is no one else to pay for", async () => {
    const container = await render(async () => undefined, []);
    expect(container.querySelector(".pay-together")).toBeNull();
    expect(methods(container)).toEqual(["card", "qr", "installments"]);
    expect(summary(container).at(-1)).toBe("Total₽3,675");
  });
});

describe("the team's shares, when the captain registered and pays for the whole team", () => {
  const TEAM: PayTogetherOrder[] = [
    { ...defined(ORDERS[2]), paymentDeadline: "2026-05-01T09:25:00Z" },
    {
      ...defined(ORDERS[2]),
      registrationId: "a1b2c3d4-0000-4000-8000-000000000004",
      participantName: "Nina Brassova",
      amountKopecks: 175000,
    },
  ];

  it("ticks every share for good and says why in one line", async () => {
    const container = await render(async () => undefined, TEAM, true);
    const shares = boxes(container);
    // Read-only, not disabled: the keyboard reaches each share and hears why it stays ticked.
    expect(
      shares.map((input) => [input.checked, input.disabled, input.getAttribute("aria-readonly")]),
    ).toEqual([
      [true, false, "true"],
      [true, false, "true"],
    ]);
    const choice = defined(container.querySelector("fieldset.pay-together"));
    expect(choice.querySelector("legend")?.textContent).toBe("Your team's shares");
    const why = defined(defined(shares[0]).getAttribute("aria-describedby"));
    expect(container.querySelector(`#${CSS.escape(why)}`)?.textContent).toBe(
      "You register and pay for the whole team, so every member's share is paid with your order.",
    );
    await click(box(container, "Oleg Petrov"));
    await click(container.querySelector(".pay-together__order"));
    expect(box(container, "Oleg Petrov").checked).toBe(true);
    expect(summary(container).at(-1)).toBe("Total for 3 people₽6,925");
  });

  it("charges the team's total and pays every share with the captain's order", async () => {
    const onPay = vi.fn<OnPay>(async () => undefined);
    const container = await render(onPay, TEAM, true);
    // 3 675 (the captain's) + 1 500 + 1 750 ₽.
    expect(summary(container).at(-1)).toBe("Total for 3 people₽6,925");
    await click(container.querySelector('input[value="card"]'));
    await click(button(container, "Pay"));
    expect(onPay).toHaveBeenCalledWith("card", [
      "a1b2c3d4-0000-4000-8000-000000000003",
      "a1b2c3d4-0000-4000-8000-000000000004",
    ]);
  });

  it("leaves the payer's own other orders to choose beside the locked shares", async () => {
    const container = await render(async () => undefined, [defined(ORDERS[0]), ...TEAM], true);
    expect(boxes(container).map((input) => input.hasAttribute("aria-readonly"))).toEqual([
      false,
      true,
      true,
    ]);
    await click(box(container, "Pavel Ivanov"));
    expect(boxes(container).map((input) => input.checked)).toEqual([false, true, true]);
  });
});
