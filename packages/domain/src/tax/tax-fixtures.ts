import type { CalendarDay } from "../time/calendar-day";
import type {
  TaxEvent,
  TaxLineKind,
  TaxOrganizer,
  TaxPaidEntry,
  TaxPayment,
  TaxPaymentLine,
} from "./eligibility";

/** Builders of plain tax data for the folder's tests (not exported from the package). */

export const day = (text: string): CalendarDay => {
  const [year, month, date] = text.split("-").map(Number);
  return { year: year ?? 0, month: month ?? 0, day: date ?? 0 };
};

export const listedClub: TaxOrganizer = {
  id: "org-club",
  name: "Беговой клуб",
  kind: "legalEntity",
  inn: "7707083893",
  kpp: "773601001",
  listedYears: [2023, 2024],
};

export const soleTrader: TaxOrganizer = {
  id: "org-ip",
  name: "ИП Иванов",
  kind: "soleTrader",
  inn: "500100732259",
  kpp: null,
  listedYears: [2024],
};

export const unlistedOrganizer: TaxOrganizer = {
  id: "org-unlisted",
  name: "Организатор вне перечня",
  kind: "legalEntity",
  inn: "7736050003",
  kpp: "773601001",
  listedYears: [2023],
};

export const plannedEvent: TaxEvent = { id: "ev-1", name: "Весенний забег", inCalendarPlan: true };
export const unplannedEvent: TaxEvent = { id: "ev-2", name: "Ночной забег", inCalendarPlan: false };

export function line(
  id: string,
  kind: TaxLineKind,
  amountKopecks: number,
  refundedKopecks = 0,
): TaxPaymentLine {
  return { id, kind, amountKopecks, refundedKopecks };
}

export function entry(
  registrationId: string,
  participantId: string,
  lines: readonly TaxPaymentLine[],
  options: { event?: TaxEvent; raceDate?: string } = {},
): TaxPaidEntry {
  return {
    registrationId,
    participantId,
    event: options.event ?? plannedEvent,
    race: {
      id: `race-${registrationId}`,
      name: "10 км",
      date: day(options.raceDate ?? "2024-05-12"),
    },
    lines,
  };
}

export function payment(
  id: string,
  payerId: string,
  entries: readonly TaxPaidEntry[],
  options: { organizer?: TaxOrganizer; paidOn?: string } = {},
): TaxPayment {
  return {
    id,
    paidOn: day(options.paidOn ?? "2024-04-01"),
    payerId,
    organizer: options.organizer ?? listedClub,
    entries,
  };
}
