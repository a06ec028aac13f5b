// @vitest-environment happy-dom
import { TRPCProvider } from "@reg/api";
import { focusManager, QueryClient } from "@tanstack/react-query";
import { act, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentResultState } from "@reg/domain";
import {
  loadWizardSnapshot,
  saveWizardSnapshot,
  wizardStorageKey,
} from "../../wizard/wizard-storage";
import { prefilledForm, REGISTRATION_ID, testInit } from "../testing/fake-gateway";
import { mount, settle, type Mounted } from "../testing/mount";
import { fakeBff, type Answer } from "../trpc-gateway/fake-bff";
import { RegisterScreen } from "./register-screen";
import { RegistrationSuccessScreen } from "./registration-success-screen";

const race = { eventCode: "white-nights", raceCode: "42k" };
let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function show(element: ReactElement, answers: Record<string, Answer>) {
  const bff = fakeBff(answers);
  mounted = mount(
    <TRPCProvider trpcClient={bff.client} queryClient={new QueryClient()}>
      {element}
    </TRPCProvider>,
  );
  await settle();
  return { bff, container: mounted.container };
}

/** ApiPay's answer for the order, as the success page reads it. */
const payInfo = (state: "paid" | "awaitingPayment", result: PaymentResultState | null) => ({
  registrationId: REGISTRATION_ID,
  state,
  eventCode: race.eventCode,
  raceCode: race.raceCode,
  amountKopecks: 350000,
  paymentDeadline: "2026-05-01T09:20:00Z",
  methods: [],
  lastAttempt: null,
  result,
});

describe("RegistrationSuccessScreen", () => {
  it("shows success for a paid order named in the address", async () => {
    const { bff, container } = await show(
      <RegistrationSuccessScreen
        {...race}
        registrationId={REGISTRATION_ID}
        doneHref="/account"
        onBackToWizard={() => undefined}
      />,
      {
        "registration.getInit": { data: testInit },
        "payment.get": { data: payInfo("paid", "success") },
      },
    );
    expect(container.querySelector("h1")?.textContent).toBe(
      "Payment received. You are registered!",
    );
    expect(container.querySelector("a.btn")?.getAttribute("href")).toBe("/account");
    expect(bff.sent.find((s) => s.procedure === "payment.get")?.input).toEqual({
      RegistrationId: REGISTRATION_ID,
      language: "en",
    });
  });

  it("keeps the result shown when a later re-read of it fails", async () => {
    const answers: Record<string, Answer> = {
      "registration.getInit": { data: testInit },
      "payment.get": { data: payInfo("paid", "success") },
    };
    const { container } = await show(
      <RegistrationSuccessScreen
        {...race}
        registrationId={REGISTRATION_ID}
        doneHref="/account"
        onBackToWizard={() => undefined}
      />,
      answers,
    );
    answers["payment.get"] = { error: { appCode: "UPSTREAM_UNAVAILABLE", httpStatus: 502 } };
    // Coming back to the tab re-reads stale queries, as a person switching apps would cause.
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    await settle();
    expect(container.querySelector("h1")?.textContent).toBe(
      "Payment received. You are registered!",
    );
  });

  it("finds the person's own order through ApiInit when the address has no id", async () => {
    const awaiting = {
      ...testInit,
      availability: {
        state: "awaitingPayment" as const,
        registrationId: REGISTRATION_ID,
        paymentDeadline: "2026-05-01T09:20:00Z",
      },
    };
    const { container } = await show(
      <RegistrationSuccessScreen
        {...race}
        registrationId={null}
        doneHref="/account"
        onBackToWizard={() => undefined}
      />,
      {
        "registration.getInit": { data: awaiting },
        "payment.get": { data: payInfo("awaitingPayment", "checking") },
      },
    );
    expect(container.querySelector("h1")?.textContent).toBe("Checking the payment");
    // Which race the payment is for, as above the wizard; no empty row of actions under the text.
    expect(container.querySelector(".wizard__race")?.textContent).toBe(
      "White Nights · Marathon · 42.195 km",
    );
    expect(container.querySelector(".state__actions")).toBeNull();
  });

  it("says there is nothing to show, and leads back to the wizard, without an order", async () => {
    const back = vi.fn();
    const { bff, container } = await show(
      <RegistrationSuccessScreen
        {...race}
        registrationId={null}
        doneHref="/account"
        onBackToWizard={back}
      />,
      { "registration.getInit": { data: testInit } },
    );
    expect(container.querySelector("h1")?.textContent).toBe("There is no order to show here");
    act(() => container.querySelector<HTMLButtonElement>("button.btn--primary")?.click());
    expect(back).toHaveBeenCalledTimes(1);
    expect(bff.sent.map((s) => s.procedure)).not.toContain("payment.get");
  });
});

describe("RegistrationSuccessScreen after a declined card", () => {
  it("offers to try again, back at the wizard's method chooser", async () => {
    const key = wizardStorageKey({ ...race, registrationId: REGISTRATION_ID });
    const startedCard = {
      state: "checking",
      method: "card",
      qr: null,
      paidAt: "2026-05-01T09:05:00Z",
    };
    saveWizardSnapshot(window.sessionStorage, key, {
      step: "payment",
      values: { payment: startedCard },
    });
    const back = vi.fn();
    const { container } = await show(
      <RegistrationSuccessScreen
        {...race}
        registrationId={REGISTRATION_ID}
        doneHref="/account"
        onBackToWizard={back}
      />,
      {
        "registration.getInit": { data: testInit },
        "payment.get": { data: payInfo("awaitingPayment", "error") },
      },
    );
    expect(container.querySelector("h1")?.textContent).toBe("The payment did not go through");
    const tryAgain = [...container.querySelectorAll("button")].find(
      (b) => b.textContent === "Try again",
    );
    await act(async () => tryAgain?.click());
    expect(back).toHaveBeenCalledTimes(1);
    expect(loadWizardSnapshot(window.sessionStorage, key)?.values.payment).toBeNull();
  });
});

describe("RegisterScreen", () => {
  it("opens the wizard for the race and names the event in the tab", async () => {
    const { container } = await show(
      <RegisterScreen {...race} doneHref="/account" accountHref="/account" />,
      {
        "registration.getInit": { data: testInit },
        "registration.get": { data: prefilledForm },
        "registration.listRunningClubs": { data: [] },
        "registration.listOccupations": { data: [] },
      },
    );
    expect(container.querySelector("h1")?.textContent).toBe("Participant form");
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      "anna@example.com",
    );
    expect(document.title).toBe("Registration: White Nights — Reg Sport");
  });
});
