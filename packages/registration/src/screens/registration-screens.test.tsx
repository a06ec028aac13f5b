// @vitest-environment happy-dom
import { TRPCProvider } from "@reg/api";
import { focusManager, QueryClient } from "@tanstack/react-query";
import { act, type ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale, PaymentResultState } from "@reg/domain";
import { loadWizardSnapshot, saveWizardSnapshot, wizardStorageKey } from "../wizard/wizard-storage";
import {
  fakeRegistration,
  prefilledForm,
  REGISTRATION_ID,
  testInit,
} from "../testing/fake-registration";
import { button, mount, settle, type Mounted } from "../testing/mount";
import { fakeBff, type Answer } from "../testing/fake-bff";
import { RegisterScreen } from "./register-screen";
import { RegistrationSuccessScreen } from "./registration-success-screen";

const race = { eventCode: "white-nights", raceCode: "42k" };
let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function show(element: ReactElement, answers: Record<string, Answer>, locale: Locale = "en") {
  const bff = fakeBff(answers);
  mounted = mount(
    <TRPCProvider trpcClient={bff.client} queryClient={new QueryClient()}>
      {element}
    </TRPCProvider>,
    locale,
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
        "payment.getPayment": { data: payInfo("paid", "success") },
      },
    );
    expect(container.querySelector("h1")?.textContent).toBe(
      "Payment received. You are registered!",
    );
    expect(container.querySelector("a.btn--primary")?.getAttribute("href")).toBe("/account");
    expect(bff.sent.find((s) => s.procedure === "payment.getPayment")?.input).toEqual({
      registrationId: REGISTRATION_ID,
      language: "en",
    });
  });

  it("keeps the result shown when a later re-read of it fails", async () => {
    const answers: Record<string, Answer> = {
      "registration.getInit": { data: testInit },
      "payment.getPayment": { data: payInfo("paid", "success") },
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
    answers["payment.getPayment"] = { error: { appCode: "UPSTREAM_UNAVAILABLE", httpStatus: 502 } };
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
        "payment.getPayment": { data: payInfo("awaitingPayment", "checking") },
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
    expect(bff.sent.map((s) => s.procedure)).not.toContain("payment.getPayment");
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
        "payment.getPayment": { data: payInfo("awaitingPayment", "error") },
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

/** ApiPay's answer with the latest attempt, as the result page reads it after one. */
const payInfoAfter = (
  state: "paid" | "awaitingPayment",
  result: PaymentResultState,
  method: "card" | "installments" | "qr",
  status: "succeeded" | "declined",
  amountKopecks = 350000,
) => ({
  ...payInfo(state, result),
  lastAttempt: {
    paymentId: "5b1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70",
    method,
    status,
    amountKopecks,
    createdAt: "2026-05-01T09:05:00Z",
  },
});

describe("RegistrationSuccessScreen: trying again (issue 12 #3)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("pays again with the method tried, in one press, straight to the acquirer's page", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const back = vi.fn();
    const { bff, container } = await show(
      <RegistrationSuccessScreen
        {...race}
        registrationId={REGISTRATION_ID}
        doneHref="/account"
        onBackToWizard={back}
      />,
      {
        "registration.getInit": { data: testInit },
        "payment.getPayment": {
          data: payInfoAfter("awaitingPayment", "error", "installments", "declined"),
        },
        "payment.pay": {
          data: {
            kind: "redirect",
            paymentId: "6b1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70",
            url: "/sandbox/checkout/sbx_0123456789abcdef01234567",
          },
        },
      },
    );
    expect(container.querySelector("h1")?.textContent).toBe("The payment did not go through");
    await act(async () => button(container, "Try again").click());
    await settle();
    expect(bff.sent.find((s) => s.procedure === "payment.pay")?.input).toEqual({
      registrationId: REGISTRATION_ID,
      paymentType: "installments",
      language: "en",
    });
    expect(assign).toHaveBeenCalledWith("/sandbox/checkout/sbx_0123456789abcdef01234567");
    expect(back).not.toHaveBeenCalled();
    // Another method stays one press away.
    await act(async () => button(container, "Choose another method").click());
    expect(back).toHaveBeenCalledTimes(1);
  });

  it("a QR payment tried again opens the wizard on the new code", async () => {
    const key = wizardStorageKey({ ...race, registrationId: REGISTRATION_ID });
    window.sessionStorage.removeItem(key);
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
        "payment.getPayment": { data: payInfoAfter("awaitingPayment", "error", "qr", "declined") },
        "payment.pay": {
          data: {
            kind: "qr",
            paymentId: "6b1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70",
            qrId: "qr_0123456789abcdef01234567",
            qrPayload: "http://localhost/sandbox/qr/qr_0123456789abcdef01234567",
            imageUrl: "data:image/svg+xml;base64,PHN2Zy8+",
            paymentUrl: "/sandbox/qr/qr_0123456789abcdef01234567",
            expiresAt: "2026-05-01T09:20:00Z",
          },
        },
      },
    );
    await act(async () => button(container, "Try again").click());
    await settle();
    expect(back).toHaveBeenCalledTimes(1);
    expect(loadWizardSnapshot(window.sessionStorage, key)).toMatchObject({
      step: "payment",
      values: {
        payment: { state: "checking", method: "qr", qr: { qrId: "qr_0123456789abcdef01234567" } },
      },
    });
  });
});

describe("RegistrationSuccessScreen: back from the acquirer without paying (issue 12 #2)", () => {
  it("says the payment was cancelled, with its actions at once", async () => {
    const { container } = await show(
      <RegistrationSuccessScreen
        {...race}
        registrationId={REGISTRATION_ID}
        reason="cancelled"
        doneHref="/account"
        onBackToWizard={() => undefined}
      />,
      {
        "registration.getInit": { data: testInit },
        "payment.getPayment": {
          data: payInfoAfter("awaitingPayment", "error", "card", "declined"),
        },
      },
    );
    expect(container.querySelector("h1")?.textContent).toBe("The payment was cancelled");
    expect(button(container, "Try again")).toBeTruthy();
    expect(button(container, "Choose another method")).toBeTruthy();
  });
});

describe("RegistrationSuccessScreen: the order's receipt (issue 12 #19)", () => {
  async function paidWith(
    method: "card" | "installments",
    amountKopecks: number,
    locale: Locale = "en",
  ) {
    const cart = await fakeRegistration().fake.cart(REGISTRATION_ID);
    return show(
      <RegistrationSuccessScreen
        {...race}
        registrationId={REGISTRATION_ID}
        doneHref="/account"
        onBackToWizard={() => undefined}
      />,
      {
        "registration.getInit": { data: testInit },
        "registration.getRegistration": { data: prefilledForm },
        "registration.getCart": { data: { ...cart, state: "paid" } },
        "payment.getPayment": {
          data: payInfoAfter("paid", "success", method, "succeeded", amountKopecks),
        },
      },
      locale,
    );
  }

  /** The result's actions row, by its links' texts in order. */
  const actions = (container: HTMLElement) =>
    [...container.querySelectorAll(".state__actions > a")].map((a) => a.textContent);

  it("shows the order number, race, participant, lines and what was paid, and a calendar file", async () => {
    const { container } = await paidWith("card", 367500);
    const receipt = container.querySelector(".receipt");
    const text = receipt?.textContent ?? "";
    // A short number people can read out, the same as the start-pack pickup code; not the UUID.
    expect(receipt?.querySelector(".receipt__number")?.textContent).toBe("7D0F6F0E");
    expect(text).not.toContain(REGISTRATION_ID);
    expect(text).toContain("White Nights · Marathon · 42.195 km");
    // English gives the first name first.
    expect(text).toContain("Anna Petrova");
    expect(text).not.toContain("Petrova Anna");
    expect(text).toContain("28 June 2026, 06:00");
    expect(receipt?.querySelector(".receipt__paid")?.textContent).toBe("Paid: ₽3,675");
    expect(receipt?.querySelectorAll(".receipt__line").length).toBeGreaterThan(0);
    expect(receipt?.querySelector(".installments")).toBeNull();
    // The calendar link stands with "Done" in the one centred actions row, not in the receipt.
    expect(actions(container)).toEqual(["Add to calendar", "Done"]);
    const calendar = container.querySelector<HTMLAnchorElement>(".state__actions > a[download]");
    expect(calendar?.getAttribute("download")).toBe("white-nights-42k.ics");
    const ics = decodeURIComponent(
      calendar?.getAttribute("href")?.replace("data:text/calendar;charset=utf-8,", "") ?? "",
    );
    expect(ics).toContain("DTSTART;TZID=Europe/Moscow:20260628T060000\r\n");
    expect(ics).toContain("SUMMARY:White Nights · Marathon · 42.195 km");
    expect(ics).toContain("Order number: 7D0F6F0E");
    // The entry's UID keeps the full id: it must stay unique.
    expect(ics).toContain(`UID:${REGISTRATION_ID}@registration`);
  });

  it("in Russian keeps the surname first, and says the order number and the actions in Russian", async () => {
    const { container } = await paidWith("card", 367500, "ru");
    const text = container.querySelector(".receipt")?.textContent ?? "";
    expect(text).toContain("Номер заказа");
    expect(container.querySelector(".receipt__number")?.textContent).toBe("7D0F6F0E");
    expect(text).toContain("Petrova Anna");
    expect(actions(container)).toEqual(["Добавить в календарь", "Готово"]);
  });

  it("for installments, shows the schedule: 100 rub off, a quarter paid, three more two weeks apart", async () => {
    const { container } = await paidWith("installments", 91875);
    const plan = container.querySelector(".receipt .installments");
    expect(plan?.querySelectorAll(".installments__part")).toHaveLength(4);
    expect(plan?.textContent).toContain("100");
  });
});

describe("RegisterScreen", () => {
  it("opens the wizard for the race and names the event in the tab", async () => {
    const { container } = await show(
      <RegisterScreen {...race} doneHref="/account" accountHref="/account" />,
      {
        "registration.getInit": { data: testInit },
        "registration.getRegistration": { data: prefilledForm },
        "registration.listRunningClubs": { data: [] },
        "registration.listOccupations": { data: [] },
        // "Who is taking part?" reads the family group; batched with the form's read when they meet.
        "family.list": { data: { members: [] } },
      },
    );
    expect(container.querySelector("h1")?.textContent).toBe("Participant form");
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      "anna@example.com",
    );
    expect(document.title).toBe("Registration: White Nights — Reg Sport");
  });
});
