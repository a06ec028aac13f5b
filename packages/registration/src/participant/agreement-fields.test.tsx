// @vitest-environment happy-dom
import type { ContractOffer } from "@reg/domain";
import { Form, Formik } from "formik";
import { afterEach, describe, expect, it, vi } from "vitest";
import { button, click, labelled, mount, type Mounted } from "../testing/mount";
import { AgreementFields } from "./agreement-fields";

let mounted: Mounted | null = null;
afterEach(() => mounted?.unmount());

const offer: ContractOffer = {
  eventCode: "white-nights",
  raceCode: "42k",
  title: "Public offer: White Nights, Marathon",
  paragraphs: ["Run Club LLC offers participation in White Nights, Marathon."],
  beneficiary: { name: "Run Club LLC", inn: "7701234567", ogrnip: null, address: "Moscow" },
};

function render(load: () => Promise<ContractOffer>, locale: "ru" | "en" = "en") {
  mounted = mount(
    <Formik
      initialValues={{
        agreeTerms: false,
        agreeRules: false,
        agreeMedical: false,
        receiptConsent: false,
      }}
      onSubmit={() => undefined}
    >
      <Form>
        <AgreementFields termsUrl={null} rulesUrl={null} loadContractOffer={load} />
      </Form>
    </Formik>,
    locale,
  );
  return mounted.container;
}

const openDialog = (container: HTMLElement) =>
  container.querySelector<HTMLDialogElement>("dialog[open]");

describe("the agreements (issue 12 item 13)", () => {
  it("opens the race's public offer from the terms' link, without ticking the box", async () => {
    const load = vi.fn(async () => offer);
    const container = render(load);
    const link = button(container, "terms of participation");
    expect(link.getAttribute("aria-haspopup")).toBe("dialog");
    await click(link);
    expect(load).toHaveBeenCalledTimes(1);
    const dialog = openDialog(container);
    expect(dialog?.textContent).toContain("Public offer: White Nights, Marathon");
    expect(dialog?.textContent).toContain("offers participation in White Nights");
    expect(dialog?.textContent).toContain("Run Club LLC, INN 7701234567, Moscow");
    expect(labelled(container, "I accept the terms of participation").checked).toBe(false);
    await click(button(dialog ?? container, "Close"));
    expect(openDialog(container)).toBeNull();
  });

  it("opens the event rules in the interface's language", async () => {
    const container = render(async () => offer, "ru");
    await click(button(container, "положение о соревновании"));
    const dialog = openDialog(container);
    expect(dialog?.querySelector("h2")?.textContent).toBe("Положение о соревновании");
    expect(dialog?.querySelectorAll("li").length).toBeGreaterThan(3);
  });

  it("says so when the offer cannot be read", async () => {
    const container = render(async () => {
      throw new Error("down");
    });
    await click(button(container, "terms of participation"));
    expect(openDialog(container)?.querySelector('[role="alert"]')).not.toBeNull();
  });
});
