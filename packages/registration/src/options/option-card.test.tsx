// @vitest-environment happy-dom
import type { Product } from "@reg/domain";
import { act, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { labelled, mount, type Mounted } from "../testing/mount";
import { OptionCard } from "./option-card";

let mounted: Mounted | null = null;
afterEach(() => mounted?.unmount());

const shirt: Product = {
  code: "shirt",
  kind: "product",
  name: "Finisher T-shirt",
  description: "Cotton, race logo",
  imageUrl: null,
  priceKopecks: 150000,
  available: 2,
  maxPerOrder: null,
  inCart: 0,
  customPrice: null,
  insurance: null,
};

const insurance: Product = {
  ...shirt,
  code: "accident",
  kind: "insurance",
  name: "Accident insurance",
  description: "",
  priceKopecks: 39000,
  available: null,
  insurance: {
    type: "accident",
    sport: "run",
    startDate: "2026-06-14",
    periodDays: 1,
    sumInsuredKopecks: 50_000_000,
  },
};

function Card(props: { product: Product; onCountChange?: (count: number) => void }) {
  const [count, setCount] = useState(0);
  return (
    <ul>
      <OptionCard
        product={props.product}
        count={count}
        priceText=""
        priceError={null}
        onCountChange={(next) => {
          props.onCountChange?.(next);
          setCount(next);
        }}
        onPriceTextChange={() => undefined}
      />
    </ul>
  );
}

function render(
  product: Product,
  onCountChange?: (count: number) => void,
  locale: "ru" | "en" = "en",
) {
  mounted = mount(<Card product={product} onCountChange={onCountChange} />, locale);
  return mounted.container;
}

describe("an option card (issue 12 item 16)", () => {
  it("draws no empty picture box for an option without an image", () => {
    const container = render(shirt);
    expect(container.querySelector(".option-card__image")).toBeNull();
    expect(container.querySelector(".option-card--no-image")).not.toBeNull();
    mounted?.unmount();
    const pictured = render({ ...shirt, imageUrl: "https://example.test/shirt.png" });
    expect(pictured.querySelector("img.option-card__image")).not.toBeNull();
  });

  it("offers insurance as a switch, not a 0/1 counter", async () => {
    const onCountChange = vi.fn();
    const container = render(insurance, onCountChange);
    expect(container.querySelector('[aria-label="More: Accident insurance"]')).toBeNull();
    const toggle = labelled(container, "Accident insurance");
    expect(toggle.getAttribute("role")).toBe("switch");
    await act(async () => toggle.click());
    expect(onCountChange).toHaveBeenLastCalledWith(1);
    expect(toggle.checked).toBe(true);
    await act(async () => toggle.click());
    expect(onCountChange).toHaveBeenLastCalledWith(0);
  });

  it("warns about stock only when few are left", () => {
    const many = render({ ...shirt, available: 258, maxPerOrder: 3 });
    const badge = many.querySelector(".option-card__meta .badge");
    expect(badge?.textContent).toBe("258 left");
    expect(badge?.classList.contains("badge--warning")).toBe(false);
    mounted?.unmount();
    const few = render({ ...shirt, available: 3 });
    expect(
      few.querySelector(".option-card__meta .badge")?.classList.contains("badge--warning"),
    ).toBe(true);
  });

  it("calls an option with none left 'Sold out', as the event page does, in both languages", () => {
    const gone = { ...shirt, available: 0 };
    const en = render(gone);
    expect(en.querySelector(".option-card__meta .badge")?.textContent).toBe("Sold out");
    mounted?.unmount();
    const ru = render(gone, undefined, "ru");
    expect(ru.querySelector(".option-card__meta .badge")?.textContent).toBe("Распродано");
  });

  it("keeps the keyboard focus on '+' pressed up to the maximum", async () => {
    const onCountChange = vi.fn();
    const container = render(shirt, onCountChange);
    const more = container.querySelector<HTMLButtonElement>(
      '[aria-label="More: Finisher T-shirt"]',
    );
    if (!more) throw new Error("no + button");
    more.focus();
    await act(async () => more.click());
    await act(async () => more.click());
    expect(onCountChange.mock.calls).toEqual([[1], [2]]);
    expect(more.disabled).toBe(false);
    expect(more.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(more);
    await act(async () => more.click());
    expect(onCountChange).toHaveBeenCalledTimes(2);
    expect(container.querySelector(".stepper__count")?.textContent).toContain("2");
  });

  it("writes the insurance's start date in the interface's language", () => {
    const en = render(insurance);
    expect(en.textContent).toContain("Jun 14, 2026");
    mounted?.unmount();
    const ru = render(insurance, undefined, "ru");
    expect(ru.textContent).toContain("14.06.2026");
  });
});
