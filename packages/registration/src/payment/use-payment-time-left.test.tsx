// @vitest-environment happy-dom
import { PAYMENT_WINDOW_MINUTES } from "@reg/domain";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mount, type Mounted } from "../testing/mount";
import { usePaymentTimeLeft } from "./use-payment-time-left";

const CREATED_AT = "2026-05-01T09:00:00Z";
const created = Date.parse(CREATED_AT);

function TimeLeft(props: { clock: () => number; onExpired: () => void }) {
  const { leftMs, urgent } = usePaymentTimeLeft(CREATED_AT, props.clock, props.onExpired);
  return <output data-urgent={urgent}>{leftMs}</output>;
}

let mounted: Mounted | undefined;
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.useRealTimers();
});

describe("usePaymentTimeLeft", () => {
  it("counts down the payment window, urgent under five minutes, and expires once", () => {
    let now = created + 60_000;
    const onExpired = vi.fn();
    mounted = mount(<TimeLeft clock={() => now} onExpired={onExpired} />);
    const output = () => mounted?.container.querySelector("output");
    const tick = (to: number) => {
      now = to;
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    };

    expect(output()?.textContent).toBe(String((PAYMENT_WINDOW_MINUTES - 1) * 60_000));
    expect(output()?.dataset.urgent).toBe("false");

    tick(created + (PAYMENT_WINDOW_MINUTES - 4) * 60_000);
    expect(output()?.textContent).toBe(String(4 * 60_000));
    expect(output()?.dataset.urgent).toBe("true");
    expect(onExpired).not.toHaveBeenCalled();

    tick(created + PAYMENT_WINDOW_MINUTES * 60_000 + 5_000);
    expect(output()?.textContent).toBe("0");
    tick(now + 1000);
    tick(now + 1000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
