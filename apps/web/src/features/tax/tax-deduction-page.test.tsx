// @vitest-environment happy-dom
import { FakeAppError } from "@reg/api/testing";
import {
  isValidPersonInn,
  type TaxDeductionRejectionCode,
  type TaxPreviewAnswer,
  type TaxSubmitInput,
} from "@reg/domain";
import { button, click, labelled, typeInto, type Mounted } from "@reg/ui/testing";
import { afterEach, describe, expect, it } from "vitest";
import { TaxDeductionPage } from "./tax-deduction-page";
import {
  certificate,
  CHILD_ID,
  FAMILY,
  mountTax,
  NEPHEW_ID,
  PROFILE,
  SPOUSE_ID,
  twoOrganizersPreview,
  type TaxAnswers,
} from "./tax-testing";

const VALID_INN = "500100732259";

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

async function page(answers: TaxAnswers, locale: "en" | "ru" = "en") {
  const result = await mountTax(
    <TaxDeductionPage />,
    {
      "user.getProfile": async () => PROFILE,
      "family.list": async () => FAMILY,
      ...answers,
    },
    locale,
  );
  mounted = result.mounted;
  return result;
}

function choices(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLInputElement>(".tax-choice__option input")].map(
    (input) => input.closest("label")?.textContent?.trim() ?? "",
  );
}

function radio(container: HTMLElement, text: string): HTMLInputElement {
  const label = [...container.querySelectorAll("label")].find(
    (l) => l.textContent?.trim() === text,
  );
  const input = label?.querySelector("input");
  if (!input) throw new Error(`no choice "${text}"`);
  return input;
}

const rejected =
  (code: TaxDeductionRejectionCode, certificates = [certificate()]) =>
  async (): Promise<TaxPreviewAnswer> => ({
    year: 2024,
    groups: [],
    excluded: [],
    totalKopecks: 0,
    outcome: {
      kind: "rejected",
      code,
      certificates: code.startsWith("ALREADY") ? certificates : [],
    },
  });

describe("the tax deduction page's choices", () => {
  it("offers the domain's years, both payers and both persons served, in fieldsets with legends", async () => {
    const { container } = await page({});
    const year = labelled<HTMLSelectElement>(container, "Tax year");
    expect([...year.options].map((o) => o.value)).toEqual(["2024"]);
    const legends = [...container.querySelectorAll("legend")].map((l) => l.textContent);
    expect(legends).toContain("Who paid and claims the deduction");
    expect(legends).toContain("Who took part");
    expect(radio(container, "I did").checked).toBe(true);
    expect(radio(container, "The taxpayer").checked).toBe(true);
  });

  it("asks the spouse's account and, for children, which ones from the family group", async () => {
    const preview = twoOrganizersPreview();
    const { container, calls } = await page({ "tax.preview": async () => preview });
    await click(radio(container, "My spouse"));
    expect(container.textContent).toContain("My spouse’s account on this site");
    await click(radio(container, "Our children under 18"));
    await click(button(container, "Show my payments"));
    expect(container.textContent).toContain("Choose at least one child.");
    expect(calls.some((c) => c.path === "tax.preview")).toBe(false);

    await click(radio(container, "Ivanova Maria"));
    await click(button(container, "Show my payments"));
    expect(calls.find((c) => c.path === "tax.preview")?.input).toEqual({
      year: 2024,
      payer: "SPOUSE",
      beneficiary: "KIDS",
      childIds: [CHILD_ID],
    });
  });

  it("offers as children only the members who are children by relation (and under 18), as the spouse's account only the spouse", async () => {
    const grown = {
      ...FAMILY.members[0],
      memberId: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a",
      displayName: "Ivanov Pavel",
      birthDate: "2001-01-01",
    };
    const family = { members: [...FAMILY.members, grown] };
    const { container } = await page({ "family.list": async () => family });
    await click(radio(container, "Our children under 18"));
    // Not the spouse, whose birth date is hidden, nor the nephew, nor a son 18 all 2024.
    expect(choices(container)).toEqual([
      "I did",
      "My spouse",
      "The taxpayer",
      "Our children under 18",
      "Ivanova Maria",
    ]);
    expect(container.querySelector('[data-testid="tax-no-children"]')).toBeNull();
    await click(radio(container, "My spouse"));
    const spouse = labelled<HTMLSelectElement>(container, "My spouse’s account on this site");
    expect([...spouse.options].map((o) => [o.value, o.textContent])).toEqual([
      ["", "They paid from my account, or have no account here"],
      [SPOUSE_ID, "Olga I."],
    ]);
    expect([...spouse.options].map((o) => o.value)).not.toContain(NEPHEW_ID);
  });

  it("without a child or a spouse by relation, says to add them in the account, in either language", async () => {
    const noRelations = {
      members: FAMILY.members.map((m) => ({ ...m, relation: "other" as const })),
    };
    const en = await page({ "family.list": async () => noRelations });
    await click(radio(en.container, "Our children under 18"));
    await click(radio(en.container, "My spouse"));
    const noChildren = en.container.querySelector('[data-testid="tax-no-children"]');
    expect(noChildren?.textContent).toContain("Your family group has no children under 18 yet");
    expect(noChildren?.querySelector("a")?.getAttribute("href")).toBe("/account");
    const noSpouse = en.container.querySelector('[data-testid="tax-no-spouse"]');
    expect(noSpouse?.textContent).toContain("Your family group has no spouse yet");
    expect(noSpouse?.querySelector("a")?.getAttribute("href")).toBe("/account");
    expect(en.container.textContent).not.toContain("My spouse’s account on this site");
    expect(choices(en.container)).not.toContain("Ivanova Maria");
    mounted?.unmount();

    const ru = await page({ "family.list": async () => noRelations }, "ru");
    await click(radio(ru.container, "Наши дети до 18 лет"));
    await click(radio(ru.container, "Супруг (супруга)"));
    expect(ru.container.querySelector('[data-testid="tax-no-children"]')?.textContent).toContain(
      "В вашей семейной группе пока нет детей до 18 лет",
    );
    expect(ru.container.querySelector('[data-testid="tax-no-spouse"]')?.textContent).toContain(
      "В вашей семейной группе пока нет супруга",
    );
  });

  it("shows the server's refusal of a child who is not one by relation under the children", async () => {
    const { container } = await page({
      "tax.preview": async () => {
        throw new FakeAppError("VALIDATION_FAILED", 400, { "childIds.0": "family.notChild" });
      },
    });
    await click(radio(container, "Our children under 18"));
    await click(radio(container, "Ivanova Maria"));
    await click(button(container, "Show my payments"));
    const alert = [...container.querySelectorAll('[role="alert"]')].find((a) =>
      a.textContent?.startsWith("Ivanova Maria:"),
    );
    expect(alert?.textContent).toContain("does not list this person as your child");
  });

  it("the English page explains the Russian certificate; the Russian page needs no such note", async () => {
    const en = await page({});
    expect(en.container.querySelector('[data-testid="tax-english-note"]')?.textContent).toContain(
      "written in Russian",
    );
    mounted?.unmount();
    const ru = await page({}, "ru");
    expect(ru.container.querySelector('[data-testid="tax-english-note"]')).toBeNull();
  });
});

describe("the preview", () => {
  it("groups payments by organizer with totals and lists the excluded ones with their reason", async () => {
    const { container } = await page({ "tax.preview": async () => twoOrganizersPreview() });
    await click(button(container, "Show my payments"));
    const groups = container.querySelectorAll('[data-testid="tax-group"]');
    expect(groups).toHaveLength(2);
    expect(groups[0]?.textContent).toContain("Run Club LLC");
    expect(groups[0]?.textContent).toContain("INN 7707083893");
    expect(groups[0]?.textContent).toContain("Spring Run");
    expect(groups[0]?.textContent).toContain("10 km · Apr 21, 2024");
    expect(groups[0]?.querySelector('[data-testid="tax-group-total"]')?.textContent).toBe(
      "₽2,500.50",
    );
    expect(groups[1]?.textContent).toContain("Volga Sport");
    expect(container.querySelector('[data-testid="tax-total"]')?.textContent).toBe("₽6,500.50");
    const excluded = container.querySelectorAll('[data-testid="tax-excluded"]');
    expect(excluded).toHaveLength(1);
    expect(excluded[0]?.textContent).toContain("not an entry fee");
    expect(container.textContent).toContain("2 certificates will be issued");
  });

  it("writes rubles as the Russian site does", async () => {
    const { container } = await page({ "tax.preview": async () => twoOrganizersPreview() }, "ru");
    await click(container.querySelector<HTMLButtonElement>(".tax-actions button"));
    expect(container.querySelector('[data-testid="tax-total"]')?.textContent).toBe(
      "6\u00a0500,50\u00a0₽",
    );
  });
});

describe("submitting", () => {
  async function previewed(submit: TaxAnswers[string]) {
    const result = await page({
      "tax.preview": async () => twoOrganizersPreview(),
      "tax.submit": submit,
      "tax.list": async () => ({ certificates: [] }),
    });
    await click(button(result.container, "Show my payments"));
    return result;
  }

  it("checks the INN before sending and sends nothing while it is wrong", async () => {
    const { container, calls } = await previewed(async () => {
      throw new Error("must not be called");
    });
    expect(labelled(container, "Last name").value).toBe("Ivanov");
    await typeInto(labelled(container, "INN (12 digits)"), "500100732258");
    await click(button(container, "Get the certificates"));
    expect(container.textContent).toContain("Check the INN");
    expect(calls.some((c) => c.path === "tax.submit")).toBe(false);
  });

  it("issues the certificates: PDF links and the e-mail note", async () => {
    expect(isValidPersonInn(VALID_INN)).toBe(true);
    const issued = [
      certificate(),
      certificate({
        id: "5f8a2b8e-1c1d-4c55-9a41-0f3b8c3c1d11",
        organizer: {
          id: 2,
          name: "Volga Sport",
          kind: "legalEntity",
          inn: "7830002293",
          kpp: null,
        },
      }),
    ];
    const { container, calls } = await previewed(async () => ({
      kind: "issued",
      issued,
      corrected: [],
      unchanged: [],
    }));
    await typeInto(labelled(container, "INN (12 digits)"), VALID_INN);
    await click(button(container, "Get the certificates"));
    const sent = calls.find((c) => c.path === "tax.submit")?.input as TaxSubmitInput;
    expect(sent.taxpayer).toEqual({
      lastName: "Ivanov",
      firstName: "Ivan",
      birthDate: "1985-05-12",
      inn: VALID_INN,
    });
    expect(sent).not.toHaveProperty("amountKopecks");
    expect(container.textContent).toContain("Your certificates are ready");
    expect(container.querySelector('[data-testid="tax-sent"]')?.textContent).toContain("e-mail");
    const links = [...container.querySelectorAll<HTMLAnchorElement>("a[download]")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      `/Register/ApiTaxCertificatePdf?certificateId=${issued[0]?.id}`,
      `/Register/ApiTaxCertificatePdf?certificateId=${issued[1]?.id}`,
    ]);
  });

  it("shows the server's field errors under their fields", async () => {
    const { container } = await previewed(async () => {
      throw new FakeAppError("VALIDATION_FAILED", 400, { "taxpayer.inn": "inn.invalid" });
    });
    await typeInto(labelled(container, "INN (12 digits)"), VALID_INN);
    await click(button(container, "Get the certificates"));
    const inn = labelled(container, "INN (12 digits)");
    expect(inn.getAttribute("aria-invalid")).toBe("true");
    const errorId = inn.getAttribute("aria-describedby") ?? "";
    expect(container.querySelector(`#${CSS.escape(errorId)}`)?.textContent).toContain(
      "Check the INN",
    );
  });

  it("asks the spouse's names, document and the declaration of marriage", async () => {
    const { container, calls } = await page({
      "tax.preview": async () => twoOrganizersPreview(),
      "tax.submit": async () => ({ kind: "issued", issued: [], corrected: [], unchanged: [] }),
      "tax.list": async () => ({ certificates: [] }),
    });
    await click(radio(container, "My spouse"));
    await click(button(container, "Show my payments"));
    expect(labelled(container, "Last name").value).toBe("");
    await typeInto(labelled(container, "Last name"), "Ivanova");
    await typeInto(labelled(container, "First name"), "Anna");
    await typeInto(labelled(container, "Date of birth"), "1987-01-02");
    await click(radio(container, "Identity document"));
    await typeInto(labelled<HTMLSelectElement>(container, "Document type"), "21");
    await typeInto(labelled(container, "Series and number"), "4506123456");
    await typeInto(labelled(container, "Date of issue"), "2010-03-04");
    await click(button(container, "Get the certificates"));
    expect(container.textContent).toContain("This field is required");
    expect(calls.some((c) => c.path === "tax.submit")).toBe(false);
    const declaration = container.querySelector<HTMLInputElement>('input[name="marriageDeclared"]');
    await click(declaration);
    await click(button(container, "Get the certificates"));
    const sent = calls.find((c) => c.path === "tax.submit")?.input as TaxSubmitInput;
    expect(sent.marriageDeclared).toBe(true);
    expect(sent.taxpayer.document).toEqual({
      code: "21",
      number: "4506123456",
      issuedOn: "2010-03-04",
    });
  });
});

describe("the rejection codes", () => {
  async function rejectedWith(code: TaxDeductionRejectionCode) {
    const result = await page({ "tax.preview": rejected(code), "tax.resend": async () => ({}) });
    await click(button(result.container, "Show my payments"));
    const panel = result.container.querySelector(`[data-testid="tax-rejection-${code}"]`);
    if (!(panel instanceof HTMLElement)) throw new Error(`no panel for ${code}`);
    return { ...result, panel };
  }

  it("MYSELF_DONT_BUY_SLOTS: nothing paid; find a race", async () => {
    const { panel } = await rejectedWith("MYSELF_DONT_BUY_SLOTS");
    expect(panel.textContent).toContain("No paid races in 2024");
    expect(panel.querySelector("a")?.getAttribute("href")).toMatch(/^\/events\//);
  });

  it("MYSELF_DONT_EXIST_SLOTS: paid for someone else; ask for the children", async () => {
    const { panel, container } = await rejectedWith("MYSELF_DONT_EXIST_SLOTS");
    expect(panel.textContent).toContain("None of your payments counts for you");
    await click(button(panel, "Ask for my children"));
    expect(radio(container, "Our children under 18").checked).toBe(true);
  });

  it("NO_CHILDREN_SLOTS: manage the family group", async () => {
    const { panel } = await rejectedWith("NO_CHILDREN_SLOTS");
    expect(panel.textContent).toContain("No payment counts for the chosen children");
    expect(panel.querySelector("a")?.getAttribute("href")).toBe("/account");
  });

  it.each(["ALREADY_SUBMITTED_MYSELF", "ALREADY_SUBMITTED_CHILDREN"] as const)(
    "%s: the existing certificates with their PDFs",
    async (code) => {
      const { panel } = await rejectedWith(code);
      expect(panel.textContent).toContain("already issued");
      expect(panel.querySelectorAll('[data-testid="tax-certificate"]')).toHaveLength(1);
      expect(panel.querySelector("a[download]")?.getAttribute("href")).toContain(
        "/Register/ApiTaxCertificatePdf?certificateId=",
      );
    },
  );

  it("ALREADY_SUBMITTED_SELECTED_PAYER: the other payer got them; ask as that payer", async () => {
    const { panel, container, calls } = await rejectedWith("ALREADY_SUBMITTED_SELECTED_PAYER");
    expect(panel.textContent).toContain("already certified to the other payer");
    expect(panel.querySelectorAll('[data-testid="tax-certificate"]')).toHaveLength(1);
    await click(button(panel, "Ask with my spouse as the payer"));
    expect(radio(container, "My spouse").checked).toBe(true);
    const previews = calls.filter((c) => c.path === "tax.preview");
    expect(previews.at(-1)?.input).toMatchObject({ payer: "SPOUSE" });
  });

  it("asking as myself after the spouse's refusal drops the spouse's account and shows the new answer", async () => {
    const answers = [
      rejected("ALREADY_SUBMITTED_SELECTED_PAYER"),
      rejected("ALREADY_SUBMITTED_MYSELF"),
    ];
    let asked = 0;
    const { container, calls } = await page({
      "tax.preview": async () => {
        const answer = answers[Math.min(asked, answers.length - 1)];
        asked += 1;
        if (!answer) throw new Error("no answer");
        return answer();
      },
      "tax.resend": async () => ({}),
    });
    await click(radio(container, "My spouse"));
    await typeInto(
      labelled<HTMLSelectElement>(container, "My spouse’s account on this site"),
      SPOUSE_ID,
    );
    await click(button(container, "Show my payments"));
    const panel = container.querySelector(
      '[data-testid="tax-rejection-ALREADY_SUBMITTED_SELECTED_PAYER"]',
    );
    if (!(panel instanceof HTMLElement)) throw new Error("no panel");
    await click(button(panel, "Ask with myself as the payer"));
    const previews = calls.filter((c) => c.path === "tax.preview").map((c) => c.input);
    expect(previews.at(-1)).toEqual({
      year: 2024,
      payer: "MY_SELF",
      beneficiary: "MY_SELF",
      childIds: [],
    });
    expect(
      container.querySelector('[data-testid="tax-rejection-ALREADY_SUBMITTED_MYSELF"]'),
    ).not.toBeNull();
  });
});
