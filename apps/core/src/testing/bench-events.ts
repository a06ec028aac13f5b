import { sql } from "drizzle-orm";
import { regionOfCity, SPORT_TYPES } from "@reg/domain";
import type { CoreDb } from "../db/database";

/** One name word per sport type, in SPORT_TYPES order; runs alternate with "Забег". */
const NAMES_RU = [
  "Марафон",
  "Трейл",
  "Эстафета",
  "Велогонка",
  "Гонка с препятствиями",
  "Биатлон",
  "Эстафета по биатлону",
  "Дуатлон",
  "Эстафета по дуатлону",
  "Лыжная гонка",
  "Лыжная эстафета",
  "Лыжный биатлон",
  "Заплыв",
  "Командный заплыв",
  "Ориентирование",
  "Триатлон",
  "Эстафета по триатлону",
  "Прогулка",
];
const NAMES_EN = [
  "Marathon",
  "Trail",
  "Relay",
  "Cycling Race",
  "Obstacle Race",
  "Biathlon",
  "Biathlon Relay",
  "Duathlon",
  "Duathlon Relay",
  "Ski Race",
  "Ski Relay",
  "Ski Biathlon",
  "Swim",
  "Team Swim",
  "Orienteering",
  "Triathlon",
  "Triathlon Relay",
  "Walk",
];
const CITIES: [ru: string, en: string, lat: number, lon: number][] = [
  ["Москва", "Moscow", 55.75, 37.62],
  ["Санкт-Петербург", "Saint Petersburg", 59.94, 30.31],
  ["Казань", "Kazan", 55.79, 49.11],
  ["Сочи", "Sochi", 43.59, 39.72],
  ["Екатеринбург", "Yekaterinburg", 56.84, 60.61],
  ["Новосибирск", "Novosibirsk", 55.03, 82.92],
  ["Нижний Новгород", "Nizhny Novgorod", 56.33, 44.0],
  ["Самара", "Samara", 53.2, 50.15],
  ["Тюмень", "Tyumen", 57.15, 65.53],
  ["Калининград", "Kaliningrad", 54.71, 20.51],
  ["Владивосток", "Vladivostok", 43.12, 131.89],
  ["Пермь", "Perm", 58.01, 56.25],
];

/** Each city's region, from the domain's list (a city it lacks fails here, not in the SQL check). */
const CITY_REGIONS = CITIES.map(([ru]) => {
  const region = regionOfCity(ru);
  if (region === undefined) throw new Error(`Bench city ${ru} is not in REGIONS`);
  return region;
});

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]::text[]`);
const numberArray = (values: number[]) =>
  sql.raw(`array[${values.map((v) => String(v)).join(", ")}]::float8[]`);

/**
 * `count` extra events for benchmarks only (never the demo data): spread over a year either side
 * of `now`, every sport and a dozen cities, one to three races each with two price tiers. Set-based
 * SQL, so 5,000 take a second, not a minute of single inserts. Codes start with `bench-`.
 */
export async function seedBenchEvents(
  db: CoreDb,
  options: { count: number; now: Date },
): Promise<void> {
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const sports = textArray([...SPORT_TYPES]);
  const n = SPORT_TYPES.length;
  const c = CITIES.length;
  await db.execute(sql`
    insert into events (code, tenant_id, sport_type, name_ru, name_en, description_ru, description_en,
                        city_ru, city_en, region, location_ru, location_en, latitude, longitude, starts_at, ends_at,
                        is_online, rating, rating_approved, results_state, commission_basis_points, image_url)
    select 'bench-' || i, 'default', (${sports})[1 + i % ${n}],
           case when i % ${n} = 0 and (i / ${n}) % 2 = 1 then 'Забег' else (${textArray(NAMES_RU)})[1 + i % ${n}] end
             || ' «' || (${textArray(CITIES.map((x) => x[0]))})[1 + (i / ${n}) % ${c}] || '-' || i || '»',
           case when i % ${n} = 0 and (i / ${n}) % 2 = 1 then 'Run' else (${textArray(NAMES_EN)})[1 + i % ${n}] end
             || ' ' || (${textArray(CITIES.map((x) => x[1]))})[1 + (i / ${n}) % ${c}] || ' ' || i,
           'Старт в центре города, финиш на набережной. Дистанции для взрослых и детей.',
           'Start in the city centre, finish on the embankment. Distances for adults and children.',
           (${textArray(CITIES.map((x) => x[0]))})[1 + (i / ${n}) % ${c}],
           (${textArray(CITIES.map((x) => x[1]))})[1 + (i / ${n}) % ${c}],
           (${textArray(CITY_REGIONS)})[1 + (i / ${n}) % ${c}],
           'Центральная площадь', 'Central square',
           (${numberArray(CITIES.map((x) => x[2]))})[1 + (i / ${n}) % ${c}] + (i % 97) / 1000.0,
           (${numberArray(CITIES.map((x) => x[3]))})[1 + (i / ${n}) % ${c}] + (i % 89) / 1000.0,
           ${now} + ((i % 730) - 365) * interval '1 day' + (i % 12) * interval '1 hour',
           ${now} + ((i % 730) - 365) * interval '1 day' + (i % 12 + 5) * interval '1 hour',
           i % 23 = 0, case when i % 3 = 0 then null else 3 + (i % 20) / 10.0 end, i % 2 = 0,
           case when i % 730 < 365 and i % 4 = 0 then 'published' else 'none' end, 500, null
    from generate_series(1, ${options.count}) as i`);
  await db.execute(sql`
    insert into races (event_id, code, position, name_ru, name_en, distance_meters, distance_unit, starts_at,
                       capacity, taken, min_age, max_age, registration_opens_at, registration_closes_at)
    select e.id, 'r' || k, k, 'Дистанция ' || k, 'Race ' || k,
           (array[42195, 21097, 10000, 5000, 1000])[1 + (e.id + k) % 5],
           case when (e.id + k) % 5 = 4 then 'm' else 'km' end,
           e.starts_at, 100 + (e.id % 7) * 100, (e.id * 37 + k * 11) % (100 + (e.id % 7) * 100 + 1),
           case when k = 2 then 6 else 18 end, case when k = 2 then 17 else 99 end,
           e.starts_at - interval '200 days', e.starts_at
    from events e cross join generate_series(0, 2) as k
    where e.code like 'bench-%' and k <= e.id % 3`);
  await db.execute(sql`
    insert into price_tiers (race_id, position, starts_at, price_kopecks)
    select r.id, t, r.starts_at - interval '200 days' + t * interval '150 days',
           case when r.min_age < 18 then 0 else (1000 + (r.id % 40) * 100 + t * 500) * 100 end
    from races r join events e on e.id = r.event_id cross join generate_series(0, 1) as t
    where e.code like 'bench-%'`);
}
