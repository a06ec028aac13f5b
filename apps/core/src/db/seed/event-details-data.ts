import { and, inArray, isNull } from "drizzle-orm";
import { DateTime } from "luxon";
import { MOSCOW_ZONE } from "@reg/domain";
import { eventDetails, eventDocuments, events, races, startListEntries } from "../schema";
import { EVENT_SEEDS } from "./all-events";
import type { EventSeed } from "./seed-types";
import type { CoreTx } from "./transaction";

const WARM_UP = { ru: "Общая разминка с тренером", en: "Warm-up with a coach" };

/** Hand-picked addresses of the start-pack expo for the biggest events; others use the venue. */
const EXPO: Record<string, { ru: string; en: string; addressRu: string; addressEn: string }> = {
  "moscow-marathon": {
    ru: "Экспо Московского марафона, павильон «Лужники»",
    en: "Moscow Marathon Expo, Luzhniki pavilion",
    addressRu: "Москва, ул. Лужники, 24, стр. 4",
    addressEn: "24/4 Luzhniki St, Moscow",
  },
  "white-nights-marathon": {
    ru: "Экспо «Белые ночи», Манеж Кадетского корпуса",
    en: "White Nights Expo, Cadet Corps Manege",
    addressRu: "Санкт-Петербург, Съездовская линия, 9",
    addressEn: "9 Syezdovskaya Line, Saint Petersburg",
  },
  "kazan-marathon": {
    ru: "Экспо Казанского марафона, «Казань Экспо»",
    en: "Kazan Marathon Expo, Kazan Expo centre",
    addressRu: "Казань, ул. Выставочная, 1",
    addressEn: "1 Vystavochnaya St, Kazan",
  },
};

/** A stable small number from a text: phones and bibs differ by event but not between runs. */
function hashOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash;
}

function at(instant: Date, plus: { days?: number; hours?: number; minutes?: number }): Date {
  return DateTime.fromJSDate(instant, { zone: MOSCOW_ZONE }).plus(plus).toJSDate();
}

/** The Moscow day of `instant` at hh:mm, `days` later. */
function onDay(instant: Date, days: number, hour: number, minute = 0): Date {
  return DateTime.fromJSDate(instant, { zone: MOSCOW_ZONE })
    .plus({ days })
    .set({ hour, minute, second: 0, millisecond: 0 })
    .toJSDate();
}

function detailsOf(seed: EventSeed, eventId: number, startsAt: Date, endsAt: Date) {
  const h = hashOf(seed.code);
  const compact = seed.code.replace(/-/g, "");
  const expo = EXPO[seed.code];
  const offline = !seed.online;
  const firstRace = seed.races[0];
  const program = offline
    ? [
        {
          startsAt: at(startsAt, { minutes: -120 }).toISOString(),
          titleRu: "Открытие стартового городка и камер хранения",
          titleEn: "Start village and bag drop open",
        },
        {
          startsAt: at(startsAt, { minutes: -30 }).toISOString(),
          titleRu: WARM_UP.ru,
          titleEn: WARM_UP.en,
        },
        {
          startsAt: startsAt.toISOString(),
          titleRu: `Старт: ${seed.races.map((r) => r.nameRu).join(", ")}`,
          titleEn: `Start: ${seed.races.map((r) => r.nameEn).join(", ")}`,
        },
        {
          startsAt: at(endsAt, { minutes: -60 }).toISOString(),
          titleRu: "Награждение победителей и призёров",
          titleEn: "Awards ceremony",
        },
        {
          startsAt: endsAt.toISOString(),
          titleRu: "Закрытие трассы",
          titleEn: "Course closes",
        },
      ]
    : [
        {
          startsAt: startsAt.toISOString(),
          titleRu: "Начало зачёта: загружайте трек из Strava, Garmin Connect или часов",
          titleEn: "Scoring opens: upload your track from Strava, Garmin Connect or your watch",
        },
        {
          startsAt: endsAt.toISOString(),
          titleRu: "Приём результатов закрыт, медали уходят почтой",
          titleEn: "Results close; medals are sent by post",
        },
      ];
  return {
    eventId,
    contactEmail: `start@${compact}.ru`,
    contactPhone: `+7 (${seed.cityRu === "Санкт-Петербург" ? "812" : "495"}) ${String(200 + (h % 700)).padStart(3, "0")}-${String(10 + (h % 89)).padStart(2, "0")}-${String(10 + ((h >> 3) % 89)).padStart(2, "0")}`,
    contactTelegram: `@${seed.code.replace(/-/g, "_")}`,
    startPackPlaceRu: offline ? (expo?.ru ?? `Стартовый городок: ${seed.locationRu}`) : null,
    startPackPlaceEn: offline ? (expo?.en ?? `Start village: ${seed.locationEn}`) : null,
    startPackAddressRu: offline ? (expo?.addressRu ?? `${seed.cityRu}, ${seed.locationRu}`) : null,
    startPackAddressEn: offline ? (expo?.addressEn ?? `${seed.locationEn}, ${seed.cityEn}`) : null,
    startPackNoteRu:
      "Возьмите паспорт и QR-код из письма о регистрации. За другого участника — по доверенности в простой письменной форме и копии его паспорта.",
    startPackNoteEn:
      "Bring your passport and the QR code from the registration e-mail. To collect for someone else, bring a simple written authorisation and a copy of their passport.",
    startPackWindows: offline
      ? [
          { startsAt: onDay(startsAt, -2, 12), endsAt: onDay(startsAt, -2, 20) },
          { startsAt: onDay(startsAt, -1, 10), endsAt: onDay(startsAt, -1, 21) },
        ].map((w) => ({ startsAt: w.startsAt.toISOString(), endsAt: w.endsAt.toISOString() }))
      : [],
    program: firstRace ? program : [],
    liveStreamUrl: seed.liveStream ? `https://vkvideo.ru/@reg_live/${seed.code}` : null,
  };
}

// ---- Documents: a one-page PDF of the regulations and a UTF-8 participant's memo. ----

/** A valid one-page PDF (Helvetica, Latin text: the base fonts have no Cyrillic). */
export function onePagePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = [
    "BT",
    "/F1 13 Tf",
    "16 TL",
    "56 780 Td",
    ...lines.map((line) => `(${escape(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

function documentsOf(seed: EventSeed, eventId: number, startsAt: Date) {
  const day = DateTime.fromJSDate(startsAt, { zone: MOSCOW_ZONE }).toFormat("dd.MM.yyyy");
  const regulations = onePagePdf([
    `Regulations: ${seed.nameEn}`,
    "",
    `Date: ${day} (Moscow time). Venue: ${seed.online ? "online" : seed.locationEn}.`,
    `Distances: ${seed.races.map((r) => r.nameEn).join(", ")}.`,
    "1. Participants register online and pay the entry fee before the deadline.",
    "2. Each participant needs a medical certificate issued within six months.",
    "3. Results are timed by chip; the cut-off times are final.",
    "4. Entry fees are not refunded; a transfer to another person is possible",
    "   until registration closes.",
    "5. The organizer may change the course for safety reasons.",
  ]);
  const memo = [
    `Памятка участника — ${seed.nameRu}`,
    "",
    `Дата: ${day}, время московское. ${seed.online ? "Формат: онлайн." : `Место: ${seed.cityRu}, ${seed.locationRu}.`}`,
    "",
    "1. Получите стартовый пакет заранее: номер, чип и браслет камеры хранения.",
    "2. Прикрепите номер на грудь, не сгибайте чип.",
    "3. Приходите на старт за час: очередь в камеру хранения бывает длинной.",
    "4. На трассе работают пункты питания и медицинские посты.",
    "5. Сошли с дистанции — сообщите судье или волонтёру.",
    "",
    "Хорошего старта!",
  ].join("\r\n");
  return [
    {
      eventId,
      position: 0,
      fileName: "regulations.pdf",
      titleRu: "Положение о соревновании (PDF)",
      titleEn: "Race regulations (PDF)",
      mimeType: "application/pdf",
      content: regulations,
    },
    {
      eventId,
      position: 1,
      fileName: "participant-memo.txt",
      titleRu: "Памятка участника",
      titleEn: "Participant's memo (in Russian)",
      mimeType: "text/plain; charset=utf-8",
      content: Buffer.from(memo, "utf8"),
    },
  ];
}

// ---- The start list: believable participants of a few events. ----

const MALE_FIRST = [
  "Алексей",
  "Дмитрий",
  "Сергей",
  "Андрей",
  "Иван",
  "Михаил",
  "Николай",
  "Павел",
  "Артём",
  "Егор",
  "Роман",
  "Владимир",
  "Константин",
  "Илья",
  "Тимур",
];
const FEMALE_FIRST = [
  "Анна",
  "Мария",
  "Екатерина",
  "Ольга",
  "Наталья",
  "Елена",
  "Татьяна",
  "Ирина",
  "Юлия",
  "Дарья",
  "Алина",
  "Светлана",
  "Ксения",
  "Полина",
  "Виктория",
];
const SURNAMES = [
  "Иванов",
  "Смирнов",
  "Кузнецов",
  "Попов",
  "Соколов",
  "Лебедев",
  "Козлов",
  "Новиков",
  "Морозов",
  "Волков",
  "Соловьёв",
  "Васильев",
  "Зайцев",
  "Павлов",
  "Семёнов",
  "Голубев",
  "Виноградов",
  "Богданов",
  "Воробьёв",
  "Фёдоров",
  "Михайлов",
  "Беляев",
  "Тарасов",
  "Белов",
  "Комаров",
  "Орлов",
  "Киселёв",
  "Макаров",
  "Андреев",
  "Ковалёв",
];
const CLUBS = [
  "I Love Running",
  "Бегущий город",
  "Лужники Ран Клаб",
  "Nike Run Club Москва",
  "Пионер Ран",
  "Кировец",
  "Red Fox Running",
  "Марафонец-Казань",
  "Белые ночи СПб",
  null,
  null,
];
const CITIES: ReadonlyArray<[string, string]> = [
  ["Москва", "Moscow"],
  ["Санкт-Петербург", "Saint Petersburg"],
  ["Казань", "Kazan"],
  ["Екатеринбург", "Yekaterinburg"],
  ["Нижний Новгород", "Nizhny Novgorod"],
  ["Тула", "Tula"],
  ["Ярославль", "Yaroslavl"],
  ["Химки", "Khimki"],
  ["Зеленоград", "Zelenograd"],
];

const TRANSLIT: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** Russian names in Latin letters as a passport spells them (close to ICAO, ё as yo). */
export function transliterate(text: string): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const latin = TRANSLIT[lower];
      if (latin === undefined) return char;
      return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join("");
}

function femaleSurname(surname: string): string {
  return `${surname}а`;
}

/** Events that have a start list in the demo, and how many entries each. */
const START_LISTS: Record<string, number> = {
  "moscow-marathon": 64,
  "moscow-night-run": 45,
  "kazan-marathon": 38,
  "white-nights-marathon": 30,
};

function startListOf(
  seed: EventSeed,
  eventId: number,
  raceIdOf: (code: string) => number | undefined,
  count: number,
  startsAt: Date,
) {
  const eventYear = DateTime.fromJSDate(startsAt, { zone: MOSCOW_ZONE }).year;
  const rows = [];
  let seedNumber = hashOf(seed.code);
  const next = (n: number) => {
    // A small linear congruential generator: the same list on every run.
    seedNumber = (seedNumber * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seedNumber % n;
  };
  for (let i = 0; i < count; i++) {
    const race = seed.races[i % seed.races.length];
    if (!race) continue;
    const raceId = raceIdOf(race.code);
    if (raceId === undefined) continue;
    const female = next(100) < 42;
    const first = (female ? FEMALE_FIRST : MALE_FIRST)[next(15)] ?? "Анна";
    const surnameBase = SURNAMES[next(SURNAMES.length)] ?? "Иванов";
    const surname = female ? femaleSurname(surnameBase) : surnameBase;
    const [cityRu, cityEn] = CITIES[next(CITIES.length)] ?? ["Москва", "Moscow"];
    const kids = race.maxAge < 18;
    const age = kids ? race.minAge + next(Math.max(1, race.maxAge - race.minAge)) : 19 + next(45);
    rows.push({
      eventId,
      raceId,
      registrationId: null,
      bib: String((seed.races.indexOf(race) + 1) * 1000 + 1 + Math.floor(i / seed.races.length)),
      nameRu: `${surname} ${first}`,
      nameEn: `${transliterate(first)} ${transliterate(surname)}`,
      club: kids ? null : (CLUBS[next(CLUBS.length)] ?? null),
      cityRu,
      cityEn,
      birthYear: eventYear - age,
      gender: female ? "female" : "male",
      // Most people agree to be shown; about one in six does not.
      showInStartList: next(6) !== 0,
    });
  }
  return rows;
}

/**
 * Details, documents and start lists of every seeded event (issue 8 item 2). Details are upserted;
 * documents and the organizer's start-list entries (those without a registration) are rewritten,
 * so dates follow the seed's day and a registration's entry is never touched.
 */
export async function seedEventDetails(tx: CoreTx): Promise<void> {
  const codes = EVENT_SEEDS.map((e) => e.code);
  const stored = await tx
    .select({ id: events.id, code: events.code, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(inArray(events.code, codes));
  const byCode = new Map(stored.map((e) => [e.code, e]));
  const seeded = EVENT_SEEDS.flatMap((seed) => {
    const event = byCode.get(seed.code);
    return event ? [{ seed, event }] : [];
  });
  if (seeded.length === 0) return;
  const ids = seeded.map((s) => s.event.id);

  for (const { seed, event } of seeded) {
    const row = detailsOf(seed, event.id, event.startsAt, event.endsAt);
    await tx.insert(eventDetails).values(row).onConflictDoUpdate({
      target: eventDetails.eventId,
      set: row,
    });
  }

  await tx.delete(eventDocuments).where(inArray(eventDocuments.eventId, ids));
  await tx
    .insert(eventDocuments)
    .values(seeded.flatMap(({ seed, event }) => documentsOf(seed, event.id, event.startsAt)));

  await tx
    .delete(startListEntries)
    .where(and(inArray(startListEntries.eventId, ids), isNull(startListEntries.registrationId)));
  const raceRows = await tx
    .select({ id: races.id, eventId: races.eventId, code: races.code })
    .from(races)
    .where(inArray(races.eventId, ids));
  const entries = seeded.flatMap(({ seed, event }) => {
    const count = START_LISTS[seed.code];
    if (count === undefined) return [];
    const raceIdOf = (code: string) =>
      raceRows.find((r) => r.eventId === event.id && r.code === code)?.id;
    return startListOf(seed, event.id, raceIdOf, count, event.startsAt);
  });
  if (entries.length > 0) await tx.insert(startListEntries).values(entries);
}
