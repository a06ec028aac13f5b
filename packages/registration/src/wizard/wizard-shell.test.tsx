// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, useState } from "react";
import { WizardShell } from "./wizard-shell";
import type { WizardJourney } from "./wizard-state";
import { mount, type Mounted } from "../testing/mount";
import type { WizardStep } from "@reg/domain";

const journey: WizardJourney = {
  kind: "individual",
  race: { requiresPromoCode: false, hasOptions: true },
};

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.restoreAllMocks();
});

describe("the wizard's frame on a step change (issue 12, item 7)", () => {
  it("scrolls the page to the top and focuses the heading without scrolling it under the header", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const intoView = vi.fn();
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(intoView);
    let setStep: (step: WizardStep) => void = () => undefined;
    function Frame() {
      const [step, set] = useState<WizardStep>("participantForm");
      setStep = set;
      return (
        <WizardShell journey={journey} step={step} title="Marathon">
          <p>content</p>
        </WizardShell>
      );
    }
    mounted = mount(<Frame />);
    expect(scrollTo).not.toHaveBeenCalled();
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    act(() => setStep("myOrder"));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    expect(intoView).not.toHaveBeenCalled();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement?.id).toBe("wizard-step-title");
  });
});
