// @vitest-environment happy-dom
import type { PaymentMethod } from "@reg/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeRegistration, REGISTRATION_ID } from "../testing/fake-registration";
import { button, click, mount, type Mounted } from "../testing/mount";
import { PaymentStep } from "./payment-step";

let mounted: Mounted | null = null;
afterEach(() => mounted?.unmount());

async function render(onPay: (method: PaymentMethod) => Promise<void>, onExpired = vi.fn()) {
  const cart = await fakeRegistration().fake.cart(REGISTRATION_ID);
  mounted = mount(
    <PaymentStep
      cart={cart}
      methods={["card", "qr", "installments"]}
      onPay={onPay}
      onExpired={onExpired}
      onBack={null}
      clock={() => Date.parse("2026-05-01T09:19:30Z")}
    />,
  );
  return mounted.container;
}

const radio = (container: HTMLElement, method: string) =>
  container.querySelector<HTMLInputElement>(`input[type="radio"][value="${method}"]`);

describe("the payment step", () => {
  it("asks for a method before paying, then pays with the chosen one", async () => {
    const onPay = vi.fn(async () => undefined);
    const container = await render(onPay);
    await click(button(container, "Pay"));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe("Choose a payment method");
    expect(onPay).not.toHaveBeenCalled();
    await click(radio(container, "qr"));
    await click(button(container, "Pay"));
    // Paid alone: no other order goes with it.
    expect(onPay).toHaveBeenCalledWith("qr", []);
  });

  it("shows the installment plan: 100 rub off, a quarter today, three more two weeks apart", async () => {
    const container = await render(async () => undefined);
    await click(radio(container, "installments"));
    const parts = [...container.querySelectorAll(".installments__part")].map((p) => p.textContent);
    // 3 500 ₽ − 100 ₽ = 3 400 ₽, plus 5 % fee = 3 570 ₽, in four parts.
    expect(parts).toEqual([
      "Today₽892.50",
      "On May 15, 2026₽892.50",
      "On May 29, 2026₽892.50",
      "On Jun 12, 2026₽892.50",
    ]);
    expect(container.textContent).toContain("₽100 off with installments");
  });

  it("counts down the 20 minutes from the order's creation", async () => {
    const container = await render(async () => undefined);
    expect(container.querySelector('[role="timer"]')?.textContent).toBe("00:30");
  });
});
