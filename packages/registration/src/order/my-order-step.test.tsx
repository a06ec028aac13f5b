// @vitest-environment happy-dom
import type { Cart } from "@reg/domain";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeRegistration, REGISTRATION_ID } from "../testing/fake-registration";
import { button, click, labelled, mount, typeInto, type Mounted } from "../testing/mount";
import { MyOrderStep } from "./my-order-step";

let mounted: Mounted | null = null;
afterEach(() => mounted?.unmount());

async function baseCart(): Promise<Cart> {
  return fakeRegistration().fake.cart(REGISTRATION_ID);
}

function promoFailure(messageId: string) {
  return Object.assign(new Error("failed"), {
    data: { appCode: "VALIDATION_FAILED", httpStatus: 400, fields: { promoCode: messageId } },
  });
}

function render(cart: Cart, props: Partial<Parameters<typeof MyOrderStep>[0]> = {}) {
  mounted = mount(
    <MyOrderStep
      cart={cart}
      onCountChange={async () => undefined}
      onRemove={async () => undefined}
      onApplyPromo={async () => undefined}
      onSubmit={async () => undefined}
      onBack={null}
      {...props}
    />,
  );
  return mounted.container;
}

const promoError = (container: HTMLElement) =>
  container.querySelector(".promo-field .field__error")?.textContent;

describe("my order", () => {
  it.each([
    ["promo.notFound", "This promo code does not exist"],
    ["promo.notChecked", "The promo code has not been checked or is invalid"],
    ["promo.applyFailed", "Could not apply the promo code"],
  ])("shows the server's %s under the promo code", async (messageId, shown) => {
    const container = render(await baseCart(), {
      onApplyPromo: async () => {
        throw promoFailure(messageId);
      },
    });
    await typeInto(labelled(container, "Promo code"), "SPRING");
    await click(button(container, "Apply"));
    expect(promoError(container)).toBe(shown);
    expect(labelled(container, "Promo code").getAttribute("aria-invalid")).toBe("true");
  });

  it("says 'enter a promo code' for an empty one without calling the server", async () => {
    const onApplyPromo = vi.fn(async () => undefined);
    const container = render(await baseCart(), { onApplyPromo });
    await click(button(container, "Apply"));
    expect(promoError(container)).toBe("Enter a promo code");
    expect(onApplyPromo).not.toHaveBeenCalled();
  });

  it("will not go on with a code typed but never applied", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const container = render(await baseCart(), { onSubmit });
    await typeInto(labelled(container, "Promo code"), "SPRING");
    await click(button(container, "Go to payment"));
    expect(promoError(container)).toBe("The promo code has not been checked or is invalid");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the discount, the fee with its percent and the total", async () => {
    const cart = await baseCart();
    const discounted: Cart = {
      ...cart,
      promoCode: "SPRING",
      totals: {
        ...cart.totals,
        discountKopecks: 35000,
        commissionKopecks: 15750,
        totalKopecks: 330750,
      },
    };
    const container = render(discounted);
    expect(container.querySelector(".order-summary")?.textContent).toBe(
      "Order₽3,500Discount-₽350Service fee (5%)₽157.50Total₽3,307.50",
    );
    expect(container.textContent).toContain("Promo code SPRING applied");
  });

  it("lists what the stock took out, and stops at an order that lost its slot", async () => {
    const cart = await baseCart();
    const adjusted: Cart = {
      ...cart,
      notice: "stock.optionsAdjusted",
      changes: [{ id: "medal", kind: "product", name: "Finisher medal", from: 2, to: 0 }],
    };
    const container = render(adjusted);
    expect(container.querySelector('[role="status"]')?.textContent).toContain(
      "Some options are missing or limited, so your order was adjusted automatically.",
    );
    expect(container.textContent).toContain("Finisher medal: removed, none left");
    mounted?.unmount();
    const lost = render({ ...cart, notice: "stock.cartOutOfStock", changes: [] });
    expect(lost.textContent).toContain("Some goods in the cart are out of stock.");
    expect(button(lost, "Go to payment").disabled).toBe(true);
  });

  it.each([
    ["promo.expired", "This promo code has expired"],
    ["promo.usedUp", "This promo code has been used up"],
    ["promo.otherRace", "This promo code is not for this race"],
    ["promo.notStarted", "This promo code is not valid yet"],
  ])("says why a real code does not apply: %s", async (messageId, shown) => {
    const container = render(await baseCart(), {
      onApplyPromo: async () => {
        throw promoFailure(messageId);
      },
    });
    await typeInto(labelled(container, "Promo code"), "SPRING");
    await click(button(container, "Apply"));
    expect(promoError(container)).toBe(shown);
  });

  it("removes an applied code: the price is restored and the field is empty again", async () => {
    const full = await baseCart();
    const discounted: Cart = {
      ...full,
      promoCode: "SPRING",
      totals: {
        ...full.totals,
        discountKopecks: 35000,
        totalKopecks: full.totals.totalKopecks - 35000,
      },
    };
    const onRemovePromo = vi.fn(async () => undefined);
    function Harness() {
      const [cart, setCart] = useState(discounted);
      return (
        <MyOrderStep
          cart={cart}
          onCountChange={async () => undefined}
          onRemove={async () => undefined}
          onApplyPromo={async () => undefined}
          onRemovePromo={async () => {
            await onRemovePromo();
            setCart(full);
          }}
          onSubmit={async () => undefined}
          onBack={null}
        />
      );
    }
    mounted = mount(<Harness />);
    const { container } = mounted;
    expect(container.textContent).toContain("Discount");
    const remove = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Remove promo code SPRING"]',
    );
    await click(remove);
    expect(onRemovePromo).toHaveBeenCalledTimes(1);
    expect(container.textContent).not.toContain("Discount");
    expect(container.textContent).not.toContain("Promo code SPRING applied");
    const field = labelled(container, "Promo code");
    expect(field.value).toBe("");
    expect(document.activeElement).toBe(field);
    expect(container.querySelector('button[aria-label^="Remove promo code"]')).toBeNull();
  });

  it("adds no heading that repeats the step's 'My order', yet names the lines' region", async () => {
    const cart = await baseCart();
    const container = render(cart);
    expect(container.querySelectorAll("h1, h2, h3")).toHaveLength(0);
    expect(container.textContent).not.toContain("Your order");
    const lines = container.querySelector('section[aria-label="Order lines"]');
    expect(lines?.querySelectorAll(".cart-line")).toHaveLength(cart.items.length);
  });

  it("names the originals to bring to pickup", async () => {
    const container = render(await baseCart());
    expect(container.querySelector(".notice--info")?.textContent).toContain(
      "medical certificateinsurance policyidentity document",
    );
  });
});
