import type { FamilyRelation } from "@reg/domain";
import type { EventSeed } from "./seed-types";

/**
 * The seed's tax data (issue 10, decision 0034): organizers on and off the Ministry of Sport's
 * list, which seeded event each one holds, and the demo family's paid 2024 races the tax
 * certificate page works from. Every INN, OGRN and OGRNIP has right check digits (tax-data.test.ts
 * checks them with the domain's functions): the certificate form prints them.
 */

export interface OrganizerSeed {
  code: string;
  kind: "legalEntity" | "soleTrader";
  name: string;
  inn: string;
  kpp: string | null;
  ogrn: string | null;
  ogrnip: string | null;
  address: string;
  signatoryName: string;
  signatoryPosition: string | null;
  /**
   * The first tax year on the list, or null for an organizer never on it. The list is published
   * every year; the seed keeps a listed organizer on it up to next year, so today's events of the
   * demo keep qualifying whatever year it is seeded in.
   */
  listedFrom: number | null;
}

export const ORGANIZER_SEEDS: OrganizerSeed[] = [
  {
    code: "begovoe-soobshchestvo",
    kind: "legalEntity",
    name: "ООО «Беговое сообщество»",
    inn: "7705482130",
    kpp: "770501001",
    ogrn: "1177746182030",
    ogrnip: null,
    address: "115054, г. Москва, ул. Бахрушина, д. 18, стр. 1",
    signatoryName: "Смирнова Ольга Петровна",
    signatoryPosition: "Генеральный директор",
    listedFrom: 2024,
  },
  {
    code: "ip-lastochkin",
    kind: "soleTrader",
    name: "ИП Ласточкин Андрей Викторович",
    inn: "165904817283",
    kpp: null,
    ogrn: null,
    ogrnip: "318169000142718",
    address: "420111, г. Казань, ул. Баумана, д. 44",
    signatoryName: "Ласточкин Андрей Викторович",
    signatoryPosition: null,
    listedFrom: 2024,
  },
  {
    code: "volga-sport",
    kind: "legalEntity",
    name: "АНО «Волга Спорт»",
    inn: "5262018942",
    kpp: "526201001",
    ogrn: "1165275038411",
    ogrnip: null,
    address: "603005, г. Нижний Новгород, ул. Рождественская, д. 6",
    signatoryName: "Кузнецов Сергей Игоревич",
    signatoryPosition: "Директор",
    listedFrom: 2024,
  },
  {
    // On the list only from 2025: its 2024 races are the demo's "organizer not on the list".
    code: "severnaya-volna",
    kind: "legalEntity",
    name: "ООО «Северная волна»",
    inn: "7842156379",
    kpp: "784201001",
    ogrn: "1187847125905",
    ogrnip: null,
    address: "191015, г. Санкт-Петербург, ул. Шпалерная, д. 36",
    signatoryName: "Васильева Ирина Андреевна",
    signatoryPosition: "Генеральный директор",
    listedFrom: 2025,
  },
  {
    code: "pioner-cup",
    kind: "legalEntity",
    name: "ООО «Пионер Кап»",
    inn: "7719384060",
    kpp: "771901001",
    ogrn: "1207700315723",
    ogrnip: null,
    address: "105318, г. Москва, Измайловское ш., д. 27",
    signatoryName: "Орлов Павел Николаевич",
    signatoryPosition: "Генеральный директор",
    listedFrom: 2024,
  },
  {
    // Never applied to the list: the mountain trails and winter races stay without the deduction.
    code: "gornye-trassy",
    kind: "legalEntity",
    name: "АНО «Горные трассы»",
    inn: "2304175920",
    kpp: "230401001",
    ogrn: "1192375008660",
    ogrnip: null,
    address: "354392, г. Сочи, пос. Эстосадок, ул. Эстонская, д. 37",
    signatoryName: "Гасанов Тимур Рашидович",
    signatoryPosition: "Директор",
    listedFrom: null,
  },
];

/** The tax years an organizer is on the list for, seeded at `year`. */
export function listedYears(listedFrom: number | null, year: number): number[] {
  if (listedFrom === null) return [];
  const years: number[] = [];
  for (let y = listedFrom; y <= Math.max(year + 1, listedFrom); y++) years.push(y);
  return years;
}

const BY_CITY: Record<string, string> = {
  Moscow: "begovoe-soobshchestvo",
  Podolsk: "begovoe-soobshchestvo",
  Krasnogorsk: "begovoe-soobshchestvo",
  Kazan: "ip-lastochkin",
  "Nizhny Novgorod": "volga-sport",
  Samara: "volga-sport",
  Rybinsk: "volga-sport",
  "Saint Petersburg": "severnaya-volna",
  Peterhof: "severnaya-volna",
  Kronstadt: "severnaya-volna",
  Vsevolozhsk: "severnaya-volna",
};

/**
 * Events a calendar plan does not hold though their organizer has one: a commercial mud race, a
 * night walk and a nordic walking day are not in a regional plan of physical-culture events.
 */
const NOT_IN_PLAN = new Set(["mud-race-spb", "bridges-night-walk", "gorky-park-nordic-walk"]);

/**
 * Who holds a seeded event and whether a calendar plan lists it: the cup's tenant its own
 * organizer, an online race nobody (no calendar plan lists a virtual race), others by city, the
 * mountain and northern ones the trail organizer off the list.
 */
export function taxOfEvent(e: EventSeed): { organizer: string | null; inCalendarPlan: boolean } {
  if (e.online) return { organizer: null, inCalendarPlan: false };
  const organizer =
    e.tenant === "pionercup" ? "pioner-cup" : (BY_CITY[e.cityEn] ?? "gornye-trassy");
  return { organizer, inCalendarPlan: !NOT_IN_PLAN.has(e.code) };
}

export type TaxPersonKey = "demo" | "spouse" | "daughter" | "son" | "olga" | "artem" | "alexey";

/**
 * The people of the 2024 tax history: the demo taxpayer's family (spouse and two children in his
 * family group), a mother and son whose races all fall outside the rules, and a runner whose
 * certificate a refund left needing correction.
 */
export interface TaxPersonSeed {
  key: TaxPersonKey;
  email: string;
  firstName: string;
  lastName: string;
  patronymic: string;
  birthDate: string;
  gender: "male" | "female";
  /** Signs in with the public demo password; the others are accounts a parent made (no password). */
  signsIn: boolean;
  /**
   * Whose family group holds them, added by that person, and who they are to that person
   * (decision 0042): what the tax page offers them as.
   */
  familyOf: { owner: TaxPersonKey; relation: FamilyRelation } | null;
}

export const DEMO_EMAIL = "demo@reg.local";
/** The seeded adults other than the demo sign in with it too (e2e, a person trying the page). */
export const SEEDED_PERSON_PASSWORD = "family12345";

export const TAX_PEOPLE: TaxPersonSeed[] = [
  {
    key: "demo",
    email: DEMO_EMAIL,
    firstName: "Иван",
    lastName: "Демидов",
    patronymic: "Сергеевич",
    birthDate: "1984-03-14",
    gender: "male",
    signsIn: true,
    familyOf: null,
  },
  {
    key: "spouse",
    email: "maria.demidova@reg.local",
    firstName: "Мария",
    lastName: "Демидова",
    patronymic: "Олеговна",
    birthDate: "1986-07-02",
    gender: "female",
    signsIn: true,
    // She joined his group with her own account: he did not create it.
    familyOf: { owner: "demo", relation: "spouse" },
  },
  {
    key: "daughter",
    email: "anna.demidova@reg.local",
    firstName: "Анна",
    lastName: "Демидова",
    patronymic: "Ивановна",
    birthDate: "2011-05-20",
    gender: "female",
    signsIn: false,
    familyOf: { owner: "demo", relation: "child" },
  },
  {
    // Turned 18 on 20 August 2024: his spring race counts for his parents, his autumn one not.
    key: "son",
    email: "nikita.demidov@reg.local",
    firstName: "Никита",
    lastName: "Демидов",
    patronymic: "Иванович",
    birthDate: "2006-08-20",
    gender: "male",
    signsIn: false,
    familyOf: { owner: "demo", relation: "child" },
  },
  {
    // Paid for her own and her son's races, none of which counts: MYSELF_DONT_EXIST_SLOTS and
    // NO_CHILDREN_SLOTS with their reasons.
    key: "olga",
    email: "olga.vetrova@reg.local",
    firstName: "Ольга",
    lastName: "Ветрова",
    patronymic: "Андреевна",
    birthDate: "1979-11-03",
    gender: "female",
    signsIn: true,
    familyOf: null,
  },
  {
    key: "artem",
    email: "artem.vetrov@reg.local",
    firstName: "Артём",
    lastName: "Ветров",
    patronymic: "Павлович",
    birthDate: "2008-02-14",
    gender: "male",
    signsIn: false,
    familyOf: { owner: "olga", relation: "child" },
  },
  {
    // His certificate was issued, then a cancelled race refunded: "needs correction".
    key: "alexey",
    email: "alexey.kuznetsov@reg.local",
    firstName: "Алексей",
    lastName: "Кузнецов",
    patronymic: "Дмитриевич",
    birthDate: "1990-05-05",
    gender: "male",
    signsIn: true,
    familyOf: null,
  },
];

export interface PastEventSeed {
  code: string;
  nameRu: string;
  nameEn: string;
  cityRu: string;
  cityEn: string;
  /** The start, Moscow time +03:00. */
  startsAt: string;
  organizer: string;
  inCalendarPlan: boolean;
}

export const PAST_EVENT_SEEDS: PastEventSeed[] = [
  {
    code: "sokolniki-spring-run-2024",
    nameRu: "Весенний забег в Сокольниках 2024",
    nameEn: "Sokolniki Spring Run 2024",
    cityRu: "Москва",
    cityEn: "Moscow",
    startsAt: "2024-04-21T09:00:00+03:00",
    organizer: "begovoe-soobshchestvo",
    inCalendarPlan: true,
  },
  {
    code: "kazanka-riverside-run-2024",
    nameRu: "Забег по набережной Казанки 2024",
    nameEn: "Kazanka Riverside Run 2024",
    cityRu: "Казань",
    cityEn: "Kazan",
    startsAt: "2024-06-09T08:30:00+03:00",
    organizer: "ip-lastochkin",
    inCalendarPlan: true,
  },
  {
    code: "white-nights-10k-2024",
    nameRu: "Забег «Белые ночи» 2024",
    nameEn: "White Nights 10K 2024",
    cityRu: "Санкт-Петербург",
    cityEn: "Saint Petersburg",
    startsAt: "2024-07-06T21:00:00+03:00",
    organizer: "severnaya-volna",
    inCalendarPlan: true,
  },
  {
    code: "volga-embankment-run-2024",
    nameRu: "Осенний забег по Нижневолжской набережной 2024",
    nameEn: "Volga Embankment Autumn Run 2024",
    cityRu: "Нижний Новгород",
    cityEn: "Nizhny Novgorod",
    startsAt: "2024-09-15T10:00:00+03:00",
    organizer: "volga-sport",
    inCalendarPlan: false,
  },
  {
    code: "kolomenskoye-autumn-run-2024",
    nameRu: "Осенний забег в Коломенском 2024",
    nameEn: "Kolomenskoye Autumn Run 2024",
    cityRu: "Москва",
    cityEn: "Moscow",
    startsAt: "2024-10-06T10:00:00+03:00",
    organizer: "begovoe-soobshchestvo",
    inCalendarPlan: true,
  },
  {
    code: "dyatlovy-hills-trail-2024",
    nameRu: "Трейл «Дятловы горы» 2024",
    nameEn: "Dyatlovy Hills Trail 2024",
    cityRu: "Нижний Новгород",
    cityEn: "Nizhny Novgorod",
    startsAt: "2024-05-26T09:00:00+03:00",
    organizer: "volga-sport",
    inCalendarPlan: false,
  },
  {
    code: "luzhniki-night-run-2024",
    nameRu: "Ночной забег в Лужниках 2024",
    nameEn: "Luzhniki Night Run 2024",
    cityRu: "Москва",
    cityEn: "Moscow",
    startsAt: "2024-06-22T22:00:00+03:00",
    organizer: "begovoe-soobshchestvo",
    inCalendarPlan: true,
  },
  {
    code: "drawbridges-half-marathon-2024",
    nameRu: "Полумарафон «Разводные мосты» 2024",
    nameEn: "Drawbridges Half Marathon 2024",
    cityRu: "Санкт-Петербург",
    cityEn: "Saint Petersburg",
    startsAt: "2024-08-11T07:00:00+03:00",
    organizer: "severnaya-volna",
    inCalendarPlan: true,
  },
  {
    code: "krylatskoye-hills-trail-2024",
    nameRu: "Трейл «Крылатские холмы» 2024",
    nameEn: "Krylatskoye Hills Trail 2024",
    cityRu: "Москва",
    cityEn: "Moscow",
    startsAt: "2024-09-08T10:00:00+03:00",
    organizer: "begovoe-soobshchestvo",
    inCalendarPlan: true,
  },
];

export interface PastOrderSeed {
  event: PastEventSeed["code"];
  runner: TaxPersonKey;
  payer: TaxPersonKey;
  /** Paid at, Moscow time +03:00: weeks before the race. */
  paidAt: string;
  slotKopecks: number;
  /** Insurance and a T-shirt with the entry: the certificate leaves both out. */
  extras: boolean;
}

/**
 * Who ran what in 2024 and who paid. For the demo, MY_SELF/MY_SELF gives two certificates
 * (Беговое сообщество, ИП Ласточкин); the White Nights entry is excluded (organizer not on the
 * 2024 list), the Volga one (not in a calendar plan). MY_SELF/KIDS: the daughter's Kazan race and
 * the son's spring race qualify, the son's autumn race not (18 by then), the daughter's Volga
 * race paid by the spouse counts only with the spouse declared and is not in a plan anyway.
 */
export const PAST_ORDER_SEEDS: PastOrderSeed[] = [
  {
    event: "sokolniki-spring-run-2024",
    runner: "demo",
    payer: "demo",
    paidAt: "2024-03-02T19:40:00+03:00",
    slotKopecks: 180_000,
    extras: true,
  },
  {
    event: "sokolniki-spring-run-2024",
    runner: "son",
    payer: "demo",
    paidAt: "2024-03-02T19:46:00+03:00",
    slotKopecks: 150_000,
    extras: false,
  },
  {
    event: "kazanka-riverside-run-2024",
    runner: "demo",
    payer: "demo",
    paidAt: "2024-05-11T12:10:00+03:00",
    slotKopecks: 220_050,
    extras: true,
  },
  {
    event: "kazanka-riverside-run-2024",
    runner: "daughter",
    payer: "demo",
    paidAt: "2024-05-11T12:18:00+03:00",
    slotKopecks: 120_000,
    extras: false,
  },
  {
    event: "white-nights-10k-2024",
    runner: "demo",
    payer: "demo",
    paidAt: "2024-06-01T10:05:00+03:00",
    slotKopecks: 250_000,
    extras: false,
  },
  {
    event: "volga-embankment-run-2024",
    runner: "demo",
    payer: "demo",
    paidAt: "2024-08-20T21:30:00+03:00",
    slotKopecks: 190_000,
    extras: false,
  },
  {
    event: "volga-embankment-run-2024",
    runner: "daughter",
    payer: "spouse",
    paidAt: "2024-08-21T08:15:00+03:00",
    slotKopecks: 100_000,
    extras: false,
  },
  {
    event: "kolomenskoye-autumn-run-2024",
    runner: "spouse",
    payer: "spouse",
    paidAt: "2024-09-01T18:00:00+03:00",
    slotKopecks: 200_000,
    extras: true,
  },
  {
    event: "kolomenskoye-autumn-run-2024",
    runner: "son",
    payer: "demo",
    paidAt: "2024-09-03T09:25:00+03:00",
    slotKopecks: 160_000,
    extras: false,
  },
  // Ольга: her trail off the plan and her half marathon with an organizer off the 2024 list; her
  // son's trail off the plan too.
  {
    event: "dyatlovy-hills-trail-2024",
    runner: "olga",
    payer: "olga",
    paidAt: "2024-04-20T20:05:00+03:00",
    slotKopecks: 170_000,
    extras: false,
  },
  {
    event: "dyatlovy-hills-trail-2024",
    runner: "artem",
    payer: "olga",
    paidAt: "2024-04-20T20:11:00+03:00",
    slotKopecks: 90_000,
    extras: false,
  },
  {
    event: "drawbridges-half-marathon-2024",
    runner: "olga",
    payer: "olga",
    paidAt: "2024-06-14T13:40:00+03:00",
    slotKopecks: 230_000,
    extras: true,
  },
  // Алексей: two races with the same organizer; the second refunded after his certificate.
  {
    event: "luzhniki-night-run-2024",
    runner: "alexey",
    payer: "alexey",
    paidAt: "2024-05-30T22:15:00+03:00",
    slotKopecks: 190_000,
    extras: true,
  },
  {
    event: "krylatskoye-hills-trail-2024",
    runner: "alexey",
    payer: "alexey",
    paidAt: "2024-08-01T09:50:00+03:00",
    slotKopecks: 210_000,
    extras: false,
  },
];

/**
 * Алексей's certificate for 2024 (Беговое сообщество, 4 000,00), issued through the real submit in
 * February 2025, then his Krylatskoye entry fee given back (the race was cancelled) in March: the
 * certificate reads "needs correction" and his next request issues correction 001 for 1 900,00.
 */
export const CERTIFIED_THEN_REFUNDED = {
  person: "alexey",
  inn: "772845190340",
  certifiedAt: "2025-02-10T11:00:00+03:00",
  refund: {
    event: "krylatskoye-hills-trail-2024",
    at: "2025-03-03T15:20:00+03:00",
    reason: "Старт отменён организатором: штормовое предупреждение",
  },
} as const satisfies {
  person: TaxPersonKey;
  inn: string;
  certifiedAt: string;
  refund: { event: string; at: string; reason: string };
};
