import { describe, expect, it } from "vitest";
import { defined } from "@reg/domain";
import { expectAppError } from "../support/expect-app-error";
import { useStack } from "../support/stack";
import { coreRows } from "../registration/support/core-state";
import { anonymousBrowser, uniqueEmail } from "../registration/support/people";

/** The tax procedures through the BFF, on a real core (issue 10, decision 0034). */
const { core, bff } = useStack();

/** A 2024 paid 2 500,50 ₽ entry with insurance, of a listed organizer, in a calendar plan. */
async function paid2024(userId: string): Promise<void> {
  await coreRows(
    core,
    `with o as (insert into organizers (code, kind, name, inn, kpp, ogrn, signatory_name, listed_years)
                values ('bff-tax-club', 'legalEntity', 'ООО "Клуб из BFF"', '7707083893', '773601001',
                        '1027700132195', 'Смирнова О. П.', '{2024}') returning id),
          e as (insert into events (code, tenant_id, sport_type, name_ru, name_en, city_ru, city_en,
                                    starts_at, ends_at, organizer_id, in_calendar_plan)
                select 'bff-tax-2024', 'default', 'run', 'Забег 2024', 'Run 2024', 'Москва', 'Moscow',
                       '2024-05-12T06:00:00Z', '2024-05-12T12:00:00Z', o.id, true from o returning id),
          r as (insert into races (event_id, code, position, name_ru, name_en, distance_meters, distance_unit,
                                   starts_at, capacity, min_age, max_age, registration_opens_at, registration_closes_at)
                select e.id, 'r10', 0, '10 км', '10 km', 10000, 'km', '2024-05-12T06:00:00Z', 100, 6, 99,
                       '2024-01-01T00:00:00Z', '2024-05-10T00:00:00Z' from e returning id, event_id),
          g as (insert into registrations (user_id, event_id, race_id, state, created_at, expires_at, paid_at,
                                           updated_at, slot_price_kopecks, commission_basis_points, participant)
                select '${userId}', r.event_id, r.id, 'paid', '2024-04-10T08:55:00Z', '2024-04-10T09:15:00Z',
                       '2024-04-10T09:00:00Z', '2024-04-10T09:00:00Z', 250050, 0, '{}'::jsonb from r returning id)
     insert into payments (registration_id, provider, provider_payment_id, method, status, language,
                           amount_kopecks, total_kopecks, created_at, updated_at, expires_at, completed_at)
     select g.id, 'sandbox', 'bff-tax-' || g.id, 'card', 'succeeded', 'ru', 250050, 250050,
            '2024-04-10T08:55:00Z', '2024-04-10T09:00:00Z', '2024-04-10T09:15:00Z', '2024-04-10T09:00:00Z' from g`,
  );
}

describe("tax procedures (bff → core)", () => {
  it("refuses an anonymous person", async () => {
    const browser = await anonymousBrowser(bff.url);
    await expectAppError(
      browser.batch.tax.preview.query({ year: 2024, payer: "MY_SELF", beneficiary: "MY_SELF" }),
      "UNAUTHORIZED",
    );
  });

  it("previews, submits, lists, resends and streams the PDF of the person's own certificate", async () => {
    const browser = await anonymousBrowser(bff.url);
    const email = uniqueEmail();
    await browser.batch.auth.signUp.mutate({
      email,
      password: "correct-horse-9",
      firstName: "Анна",
      lastName: "Петрова",
      language: "ru",
    });
    const [user] = await coreRows(
      core,
      `select id::text as id from users where email = '${email}'`,
    );
    const userId = String(defined(user).id);
    const request = { year: 2024, payer: "MY_SELF", beneficiary: "MY_SELF" } as const;
    expect((await browser.batch.tax.preview.query(request)).outcome).toMatchObject({
      kind: "rejected",
      code: "MYSELF_DONT_BUY_SLOTS",
    });
    await paid2024(userId);
    const preview = await browser.batch.tax.preview.query(request);
    expect(preview.groups.map((g) => [g.organizer.inn, g.totalKopecks])).toEqual([
      ["7707083893", 250_050],
    ]);

    const taxpayer = {
      lastName: "Петрова",
      firstName: "Анна",
      middleName: "Сергеевна",
      birthDate: "1990-05-17",
      inn: "500100732259",
    };
    await expectAppError(
      browser.batch.tax.submit.mutate({
        ...request,
        taxpayer: { ...taxpayer, inn: "500100732250" },
      }),
      "VALIDATION_FAILED",
    );
    const result = await browser.batch.tax.submit.mutate({ ...request, taxpayer });
    expect(result.kind).toBe("issued");
    const id = result.kind === "issued" ? defined(result.issued[0]).id : "";
    expect((await browser.batch.tax.list.query()).certificates.map((c) => c.id)).toEqual([id]);
    expect(await browser.batch.tax.resend.mutate({ certificateId: id })).toEqual({ queued: true });

    const cookie = browser.jar.header();
    const pdf = await fetch(`${bff.url}/Register/ApiTaxCertificatePdf?certificateId=${id}`, {
      headers: { cookie },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const stranger = await anonymousBrowser(bff.url);
    await stranger.batch.auth.signUp.mutate({
      email: uniqueEmail(),
      password: "correct-horse-9",
      firstName: "Иван",
      lastName: "Чужой",
      language: "ru",
    });
    await expectAppError(stranger.batch.tax.resend.mutate({ certificateId: id }), "NOT_FOUND");
    const theirs = await fetch(`${bff.url}/Register/ApiTaxCertificatePdf?certificateId=${id}`, {
      headers: { cookie: stranger.jar.header() },
    });
    expect(theirs.status).toBe(404);
  });
});
