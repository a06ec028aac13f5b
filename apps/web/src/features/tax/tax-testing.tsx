import { createFakeTrpcClient } from "@reg/api/testing";
import type {
  FamilyGroup,
  Locale,
  TaxCertificateOut,
  TaxItemOut,
  TaxPreviewAnswer,
} from "@reg/domain";
import { createAppStore } from "@reg/front";
import { activateLocale } from "@reg/i18n";
import { QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from "@tanstack/react-router";
import type { ReactElement } from "react";
import { mountRouted } from "../../testing/mount-routed";

/** The test's answer per procedure ("tax.preview"…); a call without one fails the test. */
export type TaxAnswers = Record<string, (input: unknown) => Promise<unknown>>;

export const CHILD_ID = "0b5d7a52-3c1e-4a8f-9d2b-6e7f8a9b0c1d";
export const ME = { userId: "me", name: "Ivanov Ivan", relation: "self" as const };

export const organizer = (name: string, inn: string) => ({
  id: 1,
  name,
  kind: "legalEntity" as const,
  inn,
  kpp: "770101001",
});

export function item(overrides: Partial<TaxItemOut> = {}): TaxItemOut {
  return {
    paymentId: "p1",
    registrationId: "r1",
    lineId: "l1",
    kind: "entryFee",
    paidOn: "2024-03-01",
    paidByRequester: true,
    organizer: organizer("Run Club LLC", "7707083893"),
    participant: ME,
    event: { code: "spring", name: { ru: "Весенний забег", en: "Spring Run" } },
    race: { code: "10k", name: { ru: "10 км", en: "10 km" }, date: "2024-04-21" },
    amountKopecks: 250_050,
    ...overrides,
  };
}

export function certificate(overrides: Partial<TaxCertificateOut> = {}): TaxCertificateOut {
  return {
    id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    year: 2024,
    number: "1",
    correction: "000",
    state: "issued",
    payer: "MY_SELF",
    organizer: organizer("Run Club LLC", "7707083893"),
    taxpayerName: "Ivanov Ivan",
    personServed: ME,
    samePerson: "1",
    amountKopecks: 250_050,
    registrationIds: ["r1"],
    createdAt: "2025-02-01T10:00:00.000Z",
    ...overrides,
  };
}

/** Two organizers, one payment each, and an insurance line left out. */
export function twoOrganizersPreview(): TaxPreviewAnswer {
  const first = item();
  const second = item({
    lineId: "l2",
    organizer: organizer("Volga Sport", "7830002293"),
    event: { code: "autumn", name: { ru: "Осенний марафон", en: "Autumn Marathon" } },
    race: { code: "42k", name: { ru: "42 км", en: "42 km" }, date: "2024-09-15" },
    amountKopecks: 400_000,
  });
  return {
    year: 2024,
    groups: [
      { organizer: first.organizer, personServed: ME, items: [first], totalKopecks: 250_050 },
      { organizer: second.organizer, personServed: ME, items: [second], totalKopecks: 400_000 },
    ],
    excluded: [
      {
        ...item({ lineId: "l3", kind: "insurance", amountKopecks: 30_000 }),
        reasons: ["notEntryFee"],
      },
    ],
    totalKopecks: 650_050,
    outcome: { kind: "accepted", toIssue: 2, toCorrect: [], unchanged: [] },
  };
}

export const PROFILE = {
  email: "ivan@example.test",
  firstName: "Ivan",
  lastName: "Ivanov",
  patronymic: "",
  birthDate: "1985-05-12",
  gender: "male",
  phone: "",
  country: "",
  region: "",
  city: "",
  street: "",
  building: "",
  apartment: "",
  postcode: "",
  documentType: "",
  documentNumber: "",
};

export const SPOUSE_ID = "4c1f0e7a-2b3d-4e5f-8a9b-0c1d2e3f4a5b";
export const NEPHEW_ID = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";

/**
 * The person's group: a daughter (child), a spouse whose birth date they cannot see, and a
 * nephew (other) — only the daughter is a child on the page, only the spouse a spouse's account.
 */
export const FAMILY: FamilyGroup = {
  members: [
    {
      memberId: CHILD_ID,
      email: "",
      displayName: "Ivanova Maria",
      managed: true,
      birthDate: "2012-02-02",
      gender: "female",
      relation: "child",
    },
    {
      memberId: SPOUSE_ID,
      email: "olga@example.test",
      displayName: "Olga I.",
      managed: false,
      birthDate: null,
      gender: null,
      relation: "spouse",
    },
    {
      memberId: NEPHEW_ID,
      email: "",
      displayName: "Petrov Kolya",
      managed: true,
      birthDate: "2013-03-03",
      gender: "male",
      relation: "other",
    },
  ],
};

/**
 * Mounts `element` at /tax-deduction with the app's providers, a router that knows the pages it
 * links to, and a fake tRPC client answering from `answers`; the calls are recorded with inputs.
 */
export async function mountTax(element: ReactElement, answers: TaxAnswers, locale: Locale = "en") {
  activateLocale(locale);
  const calls: { path: string; input: unknown }[] = [];
  const client = createFakeTrpcClient(async (path, input) => {
    calls.push({ path, input });
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer(input);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createAppStore({ locale });
  const root = createRootRoute({ component: Outlet });
  const pages = ["/tax-deduction", "/account", "/events/$type"].map((path) =>
    createRoute({
      getParentRoute: () => root,
      path,
      component: path === "/tax-deduction" ? () => element : () => null,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren(pages),
    history: createMemoryHistory({ initialEntries: ["/tax-deduction"] }),
  });
  const mounted = await mountRouted(router, { store, queryClient, trpcClient: client });
  return { mounted, container: mounted.container, calls, router };
}
