// @vitest-environment happy-dom
import { button, click, type Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { TaxSection } from "./tax-section";
import { certificate, mountTax } from "./tax-testing";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

describe("the account's tax certificates", () => {
  it("lists each certificate with its state, organizer, person served, year, amount and PDF", async () => {
    const certificates = [
      certificate({
        id: "a1b2c3d4-0000-4000-8000-000000000001",
        correction: "001",
        state: "issued",
        personServed: { userId: "kid", name: "Ivanova Maria", relation: "child" },
        samePerson: "0",
      }),
      certificate({ id: "a1b2c3d4-0000-4000-8000-000000000002", state: "corrected" }),
      certificate({
        id: "a1b2c3d4-0000-4000-8000-000000000003",
        state: "needsCorrection",
        organizer: {
          id: 2,
          name: "Volga Sport",
          kind: "soleTrader",
          inn: "500100732259",
          kpp: null,
        },
      }),
    ];
    const resent: unknown[] = [];
    const page = await mountTax(<TaxSection />, {
      "tax.list": async () => ({ certificates }),
      "tax.resend": async (input) => {
        resent.push(input);
        return { queued: true };
      },
    });
    mounted = page.mounted;
    const rows = [...page.container.querySelectorAll('[data-testid="tax-certificate"]')];
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain("Run Club LLC");
    expect(rows[0]?.textContent).toContain("for Ivanova Maria");
    expect(rows[0]?.textContent).toContain("2024");
    expect(rows[0]?.textContent).toContain("₽2,500.50");
    expect(rows[0]?.textContent).toContain("Issued");
    expect(rows[1]?.textContent).toContain("Replaced by a corrected certificate");
    expect(rows[2]?.textContent).toContain("Needs correction");
    expect(rows[0]?.querySelector("a[download]")?.getAttribute("href")).toBe(
      "/Register/ApiTaxCertificatePdf?certificateId=a1b2c3d4-0000-4000-8000-000000000001",
    );
    expect(page.container.querySelector('a[href="/tax-deduction"]')?.textContent).toBe(
      "Request a certificate",
    );

    const first = rows[0];
    if (!(first instanceof HTMLElement)) throw new Error("no row");
    await click(button(first, "Send again by e-mail"));
    expect(resent).toEqual([{ certificateId: "a1b2c3d4-0000-4000-8000-000000000001" }]);
    expect(first.textContent).toContain("Sent to your e-mail.");
  });

  it("says there are none yet and leads to the request page", async () => {
    const page = await mountTax(<TaxSection />, {
      "tax.list": async () => ({ certificates: [] }),
    });
    mounted = page.mounted;
    expect(page.container.querySelector('[data-testid="tax-history-empty"]')).not.toBeNull();
    expect(page.container.querySelector('a[href="/tax-deduction"]')).not.toBeNull();
  });
});
