import { REGISTRATION_AVAILABILITY_STATES } from "@reg/domain";
import { describe, expect, it } from "vitest";
import { renderHtml } from "@reg/front/testing";
import { AvailabilityScreen, type BlockingAvailability } from "./availability/availability-screen";
import { PaymentResultScreen } from "./payment/payment-result-screen";
import { REGISTRATION_ID } from "./testing/fake-registration";

const id = REGISTRATION_ID;
const availabilities: Record<BlockingAvailability["state"], BlockingAvailability> = {
  closed: { state: "closed" },
  limitReached: { state: "limitReached" },
  notPossible: { state: "notPossible" },
  offline: { state: "offline" },
  opensSoon: { state: "opensSoon", opensAt: "2026-03-01T07:00:00Z" },
  alreadyRegistered: { state: "alreadyRegistered", registrationId: id },
  awaitingPayment: {
    state: "awaitingPayment",
    registrationId: id,
    paymentDeadline: "2026-03-01T07:20:00Z",
  },
  unfinishedDraft: {
    state: "unfinishedDraft",
    registrationId: id,
    paymentDeadline: "2026-03-01T07:20:00Z",
  },
};

function availability(state: BlockingAvailability, locale: "ru" | "en") {
  return renderHtml(
    <AvailabilityScreen
      availability={state}
      accountHref="/account"
      onContinueDraft={() => undefined}
      onDeleteDraft={async () => undefined}
      onGoToPayment={() => undefined}
    />,
    locale,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the availability screens (SPEC §4)", () => {
  it("have one for every state but open", () => {
    expect(Object.keys(availabilities).sort()).toEqual(
      [...REGISTRATION_AVAILABILITY_STATES].sort(),
    );
  });

  it.each(Object.values(availabilities).map((a) => [a.state, a] as const))(
    "%s reads in Russian and in English",
    (_state, a) => {
      const ru = text(availability(a, "ru"));
      const en = text(availability(a, "en"));
      expect(ru).toMatch(/[а-яё]{4}/i);
      expect(en).not.toMatch(/[а-яё]/i);
      expect(ru).not.toBe(en);
    },
  );

  it("tells an awaiting order the 1-hour rule with the tenant's support e-mail", () => {
    const en = text(availability(availabilities.awaitingPayment, "en"));
    expect(en).toContain("within 1 hour");
    expect(en).toContain("help@reg.test");
    expect(en).toContain("Pay by Mar 1, 2026, 10:20, Moscow time");
  });

  it("offers continue and delete for a draft, and says when registration opens", () => {
    const ru = text(availability(availabilities.unfinishedDraft, "ru"));
    expect(ru).toContain("Продолжить регистрацию");
    expect(ru).toContain("Удалить и начать заново");
    expect(text(availability(availabilities.opensSoon, "ru"))).toContain("01.03.2026 10:00");
  });
});

function result(state: "success" | "checking" | "error" | "expired", locale: "ru" | "en") {
  return text(
    renderHtml(
      <PaymentResultScreen
        state={state}
        checkStatus={async () => state}
        onStateChange={() => undefined}
        paidAt={null}
        qr={state === "checking" ? { imageUrl: "/qr.png", paymentUrl: null } : null}
        onRetry={async () => undefined}
        onChangeMethod={() => undefined}
        onRepeat={async () => undefined}
        doneHref="/event/x"
      />,
      locale,
    ),
  );
}

describe("the payment result screens (SPEC §2, §4)", () => {
  it("success, checking, error and expired each say what happened and what to do", () => {
    expect(result("success", "en")).toContain("You are registered!");
    // A QR code waiting to be scanned asks for the scan; nothing is "checked" yet (issue 12 #15).
    expect(result("checking", "en")).toContain("This page updates by itself");
    expect(result("checking", "en")).toContain("Scan the code");
    expect(result("error", "en")).toContain("Try again");
    expect(result("error", "en")).toContain("Choose another method");
    expect(result("expired", "en")).toContain("Repeat payment");
    expect(result("expired", "en")).toContain("places may already be sold out");
  });

  it("speak Russian too", () => {
    expect(result("checking", "ru")).toContain("Страница обновится сама");
    expect(result("expired", "ru")).toContain("Повторить оплату");
    expect(result("success", "ru")).toContain("Вы зарегистрированы");
  });
});
