// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { FakeApiProvider } from "./testing/fake-api";
import type { FakeRegistration } from "./testing/fake-api";
import { RegistrationWizard } from "./registration-wizard";
import { fakeShop } from "./testing/fake-shop";
import { memoryStorage } from "./testing/memory-storage";
import { button, click, labelled, mount, settle, typeInto, type Mounted } from "./testing/mount";

let mounted: Mounted[] = [];
afterEach(() => {
  for (const m of mounted) m.unmount();
  mounted = [];
});

async function open(fake: FakeRegistration) {
  const m = mount(
    <FakeApiProvider fake={fake}>
      <RegistrationWizard
        eventCode="white-nights"
        raceCode="42k"
        doneHref="/event/white-nights"
        accountHref="/account"
        storage={memoryStorage()}
        clock={() => Date.parse("2026-05-01T09:05:00Z")}
      />
    </FakeApiProvider>,
  );
  mounted.push(m);
  await settle();
  return m.container;
}

const title = (container: HTMLElement) => container.querySelector("h1")?.textContent;
const total = (container: HTMLElement) =>
  container.querySelector(".order-summary__row--total dd")?.textContent;

async function fillParticipant(container: HTMLElement) {
  for (const text of [
    "I accept the terms of participation",
    "I accept the event rules",
    "I have a medical certificate allowing me to take part",
    "I agree to receive the payment receipt by e-mail",
  ]) {
    const box = labelled(container, text);
    if (!box.checked) await click(box);
  }
  await typeInto(labelled<HTMLSelectElement>(container, "Start packet"), "M");
  await click(button(container, "Continue"));
}

/** The insurance's control on the options step, a "More" stepper or a switch. */
function insuranceControl(container: HTMLElement): HTMLElement {
  const more = container.querySelector<HTMLElement>('[aria-label="More: Accident insurance"]');
  return more ?? labelled(container, "Accident insurance");
}

// Insurance 390 ₽ carries no commission: 3,500 + 5% + 390.
const WITH_INSURANCE = "₽4,065";
const WITHOUT_INSURANCE = "₽3,675";

describe("the options step and the order (issue 12, item 1)", () => {
  it("keeps the insurance added on Options through My order → Back → Continue", async () => {
    const shop = fakeShop();
    const container = await open(shop.fake);
    await fillParticipant(container);
    expect(title(container)).toBe("Options");
    await click(insuranceControl(container));
    await click(button(container, "Continue"));
    expect(title(container)).toBe("My order");
    expect(total(container)).toBe(WITH_INSURANCE);

    await click(button(container, "Back"));
    expect(title(container)).toBe("Options");
    await click(button(container, "Continue"));
    expect(title(container)).toBe("My order");
    expect(shop.held.get("accident")).toBe(1);
    expect(total(container)).toBe(WITH_INSURANCE);
  });

  it("keeps the insurance a resumed draft holds when Options is continued", async () => {
    const shop = fakeShop({ resumed: true, held: { accident: 1 } });
    const container = await open(shop.fake);
    await click(button(container, "Continue the registration"));
    await fillParticipant(container);
    expect(title(container)).toBe("Options");
    await click(button(container, "Continue"));
    expect(shop.held.get("accident")).toBe(1);
    expect(total(container)).toBe(WITH_INSURANCE);
  });

  it("shows on Options what the order holds after My order took a line out", async () => {
    const shop = fakeShop();
    const container = await open(shop.fake);
    await fillParticipant(container);
    await click(container.querySelector('[aria-label="More: Finisher T-shirt"]'));
    await click(button(container, "Continue"));
    expect(title(container)).toBe("My order");
    const remove = [...container.querySelectorAll("button")].find((b) =>
      b.textContent?.includes("Finisher T-shirt"),
    );
    await click(remove);
    expect(shop.held.get("shirt")).toBe(0);
    await click(button(container, "Back"));
    expect(title(container)).toBe("Options");
    const shirt = container.querySelector('[aria-label="Quantity: Finisher T-shirt"]');
    expect(shirt?.textContent).toContain("0");
    await click(button(container, "Continue"));
    expect(total(container)).toBe(WITHOUT_INSURANCE);
  });
});

describe("an order the stock changes as it is confirmed (SPEC §8)", () => {
  it("stays on My order with what changed, and goes on to payment once seen", async () => {
    const shop = fakeShop({ soldOutOnConfirm: ["shirt"] });
    const container = await open(shop.fake);
    await fillParticipant(container);
    await click(container.querySelector('[aria-label="More: Finisher T-shirt"]'));
    await click(button(container, "Continue"));
    expect(title(container)).toBe("My order");
    await click(button(container, "Go to payment"));
    expect(title(container)).toBe("My order");
    expect(container.querySelector('[role="status"]')?.textContent).toContain(
      "your order was adjusted automatically",
    );
    expect(container.textContent).toContain("Finisher T-shirt: removed, none left");
    expect(total(container)).toBe(WITHOUT_INSURANCE);
    await click(button(container, "Go to payment"));
    expect(title(container)).toBe("Payment");
  });
});

describe("a pay-what-you-want race (issue 12, item 4)", () => {
  const bounds = { minKopecks: 30_000, maxKopecks: 1_000_000 };

  it("asks the race's price within its bounds and the order charges it", async () => {
    const shop = fakeShop({ slotCustomPrice: bounds });
    const container = await open(shop.fake);
    await fillParticipant(container);
    expect(title(container)).toBe("Options");
    const price = labelled(container, "Your price for the race, ₽");
    expect(price.value).toBe("3500");
    expect(container.textContent).toContain("From ₽300 to ₽10,000");

    await typeInto(price, "50");
    await click(button(container, "Continue"));
    expect(title(container)).toBe("Options");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(shop.cart().items[0]?.unitKopecks).toBe(350_000);

    await typeInto(price, "777,50");
    await click(button(container, "Continue"));
    expect(title(container)).toBe("My order");
    // 777.50 + 5% commission (38.88).
    expect(total(container)).toBe("₽816.38");
    expect(shop.cart().totals.totalKopecks).toBe(81_638);

    // Back shows the price the order holds.
    await click(button(container, "Back"));
    expect(labelled(container, "Your price for the race, ₽").value).toBe("777,50");
  });

  it("has the options step for its price even where the race offers no options", async () => {
    const shop = fakeShop({ slotCustomPrice: bounds });
    const noOptions: FakeRegistration = {
      ...shop.fake,
      init: async () => ({
        ...(await shop.fake.init({ eventCode: "white-nights", raceCode: "42k" })),
        hasOptions: false,
      }),
      products: async () => ({
        registrationId: shop.cart().registrationId,
        insurance: [],
        services: [],
        products: [],
      }),
    };
    const container = await open(noOptions);
    await fillParticipant(container);
    expect(title(container)).toBe("Options");
    expect(container.textContent).not.toContain("This race has no extra options.");
    await typeInto(labelled(container, "Your price for the race, ₽"), "1000");
    await click(button(container, "Continue"));
    expect(title(container)).toBe("My order");
    expect(total(container)).toBe("₽1,050");
  });
});
