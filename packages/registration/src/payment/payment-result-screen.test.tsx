// @vitest-environment happy-dom
import type { PaymentResultState } from "@reg/domain";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { button, mount, settle, type Mounted } from "../testing/mount";
import {
  CHECKING_LIMIT_MS,
  PAYMENT_POLL_MS,
  PaymentResultScreen,
  type PaymentResultScreenProps,
} from "./payment-result-screen";

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.useRealTimers();
});

function show(props: Partial<PaymentResultScreenProps> & { state: PaymentResultState }) {
  const calls = { checks: 0, retries: 0, changes: 0 };
  mounted = mount(
    <PaymentResultScreen
      checkStatus={async () => {
        calls.checks += 1;
        return "checking";
      }}
      onStateChange={() => undefined}
      paidAt={null}
      onRetry={async () => {
        calls.retries += 1;
      }}
      onChangeMethod={() => {
        calls.changes += 1;
      }}
      onRepeat={async () => undefined}
      doneHref="/account"
      {...props}
    />,
  );
  return { container: mounted.container, calls };
}

const heading = (container: HTMLElement) => container.querySelector("h1")?.textContent;

describe("checking a card payment (issue 12 #2)", () => {
  it("asks at once and stops after a bounded time, offering pay again, another method and check again", async () => {
    vi.useFakeTimers();
    const { container, calls } = show({ state: "checking" });
    expect(heading(container)).toBe("Checking the payment");
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(calls.checks).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(CHECKING_LIMIT_MS - 1));
    expect(heading(container)).toBe("Checking the payment");
    await act(async () => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(heading(container)).toBe("The payment is not finished");
    const asked = calls.checks;
    // Stopped: no more asking in the background.
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(calls.checks).toBe(asked);

    await act(async () => button(container, "Try again").click());
    expect(calls.retries).toBe(1);
    await act(async () => button(container, "Choose another method").click());
    expect(calls.changes).toBe(1);
    // "Check again" asks once more at once, then keeps asking for another round.
    await act(async () => button(container, "Check again").click());
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(heading(container)).toBe("Checking the payment");
    expect(calls.checks).toBe(asked + 1);
  });

  it("with no time to wait (the person came back without the acquirer's answer), one check and then the actions", async () => {
    const { container, calls } = show({ state: "checking", checkingLimitMs: 0 });
    await settle();
    expect(calls.checks).toBe(1);
    expect(heading(container)).toBe("The payment is not finished");
    expect(button(container, "Try again")).toBeTruthy();
  });

  it("turns to the answer as soon as the check has one", async () => {
    const moved: PaymentResultState[] = [];
    show({
      state: "checking",
      checkStatus: async () => "error",
      onStateChange: (state) => moved.push(state),
    });
    await settle();
    expect(moved).toEqual(["error"]);
  });
});

describe("a cancelled payment (issue 12 #2)", () => {
  it("says the payment page was left without paying and offers paying again", () => {
    const { container } = show({ state: "error", reason: "cancelled" });
    expect(heading(container)).toBe("The payment was cancelled");
    expect(container.textContent).toContain("You left the payment page without paying.");
    expect(button(container, "Try again").className).toContain("btn--primary");
    expect(button(container, "Choose another method").className).toContain("btn--secondary");
  });

  it("a decline without a reason reads as before", () => {
    const { container } = show({ state: "error" });
    expect(heading(container)).toBe("The payment did not go through");
  });
});

describe("a QR code waiting to be paid (issue 12 #15)", () => {
  it("asks to scan it, not 'checking', opens the bank's app beside the page, and offers another method", async () => {
    const { container, calls } = show({
      state: "checking",
      qr: { imageUrl: "data:image/svg+xml;base64,PHN2Zy8+", paymentUrl: "/sandbox/qr/qr_1" },
    });
    expect(heading(container)).toBe("Scan the code with your bank's app");
    expect(container.textContent).not.toContain("Checking the payment");
    const app = [...container.querySelectorAll("a")].find(
      (a) => a.textContent === "Open the bank's app",
    );
    expect(app?.getAttribute("href")).toBe("/sandbox/qr/qr_1");
    expect(app?.getAttribute("target")).toBe("_blank");
    expect(app?.getAttribute("rel")).toContain("noopener");
    await act(async () => button(container, "Choose another method").click());
    expect(calls.changes).toBe(1);
  });
});
