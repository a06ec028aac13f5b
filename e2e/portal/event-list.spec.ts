import { SCREEN } from "../support/behaviour";
import type { ListFilterResult, Locale } from "@reg/domain";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoSeriousA11yIssues, snap, test } from "../support/fixtures";

/** The list page's words in each language (the catalogs' own). */
const WORDS = {
  ru: {
    search: "Поиск событий",
    find: "Найти",
    found: /Найдено \d+ событ/,
    sport: "Вид спорта",
    swimming: "Плавание",
    placesLeft: "Есть места",
    filters: "Фильтры",
    map: "Карта",
    mapRegion: "Карта событий",
    swims: "Заплывы",
    dropped: "Часть фильтров в адресе не удалось прочитать",
    noMatch: "Подходящих событий нет",
    notFound: "Страница не найдена",
    region: "Регион",
    city: "Город",
    moscow: "Москва",
    spb: "Санкт-Петербург",
    kronstadt: "Кронштадт",
    showMore: /Показать ещё \d+/,
  },
  en: {
    search: "Search events",
    find: "Find",
    found: /\d+ events? found/,
    sport: "Sport",
    swimming: "Swimming",
    placesLeft: "With places left",
    filters: "Filters",
    map: "Map",
    mapRegion: "Map of events",
    swims: "Swims",
    dropped: "Some filters in the address could not be read",
    noMatch: "No events match",
    notFound: "Page not found",
    region: "Region",
    city: "City",
    moscow: "Moscow",
    spb: "Saint Petersburg",
    kronstadt: "Kronstadt",
    showMore: /Show \d+ more/,
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

/** The BFF's answer for a search, asked the way the tRPC client asks it. */
async function listFor(request: APIRequestContext, language: Locale, search: string) {
  const input = encodeURIComponent(
    JSON.stringify({ language, eventsLoaderType: "future", search, limit: 24 }),
  );
  const response = await request.get(`/trpc/events.list?input=${input}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: ListFilterResult } }).result.data;
}

/** A filter control, in the side panel on a desktop or in the drawer on a phone. */
function filterScope(page: Page, isMobile: boolean) {
  return isMobile ? page.getByRole("dialog") : page.getByRole("complementary");
}

test(
  "the list finds a race from the home page's search, in another word form and with a typo",
  SCREEN,
  async ({ page, request, lang }, testInfo) => {
    // Two searches, axe and a full-page picture: more than one plain journey's budget on two busy cores.
    test.slow();
    const w = WORDS[lang];
    const expected = await listFor(request, lang, "марафоне");
    // A marathon by name: the typo below looks in names and cities only.
    const first = expected.events.find((event) => /марафон|marathon/i.test(event.name));
    expect(first, "the demo has a marathon to come").toBeDefined();

    await page.goto("/");
    await page.getByRole("searchbox", { name: w.search }).fill("марафоне");
    await page.getByRole("button", { name: w.find }).click();
    await expect(page).toHaveURL(/\/events\/future\?search=/);
    await expect(page.getByRole("status").filter({ hasText: w.found })).toBeVisible();
    await expect(page.getByRole("link", { name: first?.name, exact: true })).toBeVisible();

    // One letter missing: the typo fallback still finds it.
    const box = page.getByRole("searchbox", { name: w.search });
    await box.fill("марафн");
    await box.press("Enter");
    await expect(page).toHaveURL(/search=%D0%BC%D0%B0%D1%80%D0%B0%D1%84%D0%BD/);
    await expect(page.getByRole("link", { name: first?.name, exact: true })).toBeVisible();
    // The card leads to the event's page.
    await expect(page.getByRole("link", { name: first?.name, exact: true })).toHaveAttribute(
      "href",
      `/event/${first?.code ?? "?"}`,
    );
    await expectNoSeriousA11yIssues(page);
    await snap(page, testInfo, "event-list");
  },
);

test("filters live in the URL: keyboard alone sets them, a reload restores them, back undoes them", async ({
  page,
  lang,
  isMobile,
}) => {
  // Three page loads and a dozen key presses: more than one plain journey's budget on two busy cores.
  test.slow();
  const w = WORDS[lang];
  await page.goto("/events/future");
  await expect(page.getByRole("status").filter({ hasText: w.found })).toBeVisible();

  // Keyboard only: from the search box, Tab to "with places left" (on a phone, open the drawer first).
  if (isMobile) {
    await page.getByRole("button", { name: w.filters, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
  }
  // From the first filter, Tab alone walks to "with places left" (a date field takes three: d, m, y).
  await filterScope(page, isMobile).getByRole("combobox", { name: w.sport }).focus();
  const places = filterScope(page, isMobile).getByRole("checkbox", { name: w.placesLeft });
  for (let i = 0; i < 30 && !(await places.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(places).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/withPlacesLeft=true/);
  await expect(places).toBeChecked();
  await expect(places).toBeFocused();

  await filterScope(page, isMobile)
    .getByRole("combobox", { name: w.sport })
    .selectOption({ label: w.swimming });
  await expect(page).toHaveURL(/sportType=swimming/);
  if (isMobile) await page.keyboard.press("Escape");
  const cards = page.locator(".event-grid--list .event-card");
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: w.found })).toBeVisible();
  const names = await page.locator(".event-grid--list .event-card__name").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  await expect(cards.locator(".chip--brand").filter({ hasNotText: w.swimming })).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(/sportType=swimming/);
  await expect(page.locator(".event-grid--list .event-card__name")).toHaveText(names);

  await page.goBack();
  await expect(page).not.toHaveURL(/sportType/);
  await expect(page).toHaveURL(/withPlacesLeft=true/);
});

test("the map shows the list's markers without tiles, and a compilation opens its list", async ({
  page,
  lang,
}, testInfo) => {
  const w = WORDS[lang];
  // No tile server is reachable here: the markers must stand on their own.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto("/events/all");
  await page.getByRole("button", { name: w.map, exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole("region", { name: w.mapRegion });
  await expect(map).toBeVisible();
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
  await snap(page, testInfo, "event-map");

  await page.getByRole("link", { name: w.swims, exact: true }).click();
  await expect(page).toHaveURL(/\/events\/future\?sportType=swimming/);
  await expect(page.locator(".event-grid--list .event-card").first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("a bad address is read calmly: bad filters are named and dropped, an unknown tab is not found", async ({
  page,
  lang,
}) => {
  const w = WORDS[lang];
  await page.goto(
    `/events/future?distanceMinKm=%22far%22&search=${encodeURIComponent("'; drop table events;--")}`,
  );
  await expect(page.getByRole("alert").filter({ hasText: w.dropped })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: w.search })).toHaveValue(
    "'; drop table events;--",
  );
  // The dropped distance is not applied: the search alone finds nothing, and says so.
  await expect(page.getByRole("heading", { name: w.noMatch })).toBeVisible();
  // A newsletter's tracking keys and a mangled page count still open the first page's cards.
  await page.goto("/events/future?utm_source=newsletter&pages=-3");
  await expect(page.getByRole("alert").filter({ hasText: w.dropped })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: w.found })).toBeVisible();
  await expect(page.locator(".event-grid--list .event-card").first()).toBeVisible();
  await page.goto("/events/tomorrow");
  await expect(page.getByRole("heading", { level: 1, name: w.notFound })).toBeVisible();
});

test("region then city: the region's cities only, the list of that region, the same after a reload", async ({
  page,
  lang,
  isMobile,
}, testInfo) => {
  test.slow();
  const w = WORDS[lang];
  await page.goto("/events/all");
  await expect(page.getByRole("status").filter({ hasText: w.found })).toBeVisible();
  if (isMobile) await page.getByRole("button", { name: w.filters, exact: true }).click();
  const scope = filterScope(page, isMobile);
  await scope.getByRole("combobox", { name: w.region }).selectOption({ label: w.spb });
  await expect(page).toHaveURL(/region=RU-SPE/);
  // The city list now holds the region's cities alone.
  const cityOptions = await scope
    .getByRole("combobox", { name: w.city })
    .locator("option")
    .allTextContents();
  expect(cityOptions.slice(1).sort()).toEqual(
    [w.kronstadt, "Peterhof", w.spb]
      .map((c) =>
        lang === "ru" ? (({ Peterhof: "Петергоф" } as Record<string, string>)[c] ?? c) : c,
      )
      .sort(),
  );
  if (isMobile) await page.keyboard.press("Escape");
  const cities = page.locator(".event-grid--list .event-card dd:not(:has(time))");
  await expect(cities.first()).toBeVisible();
  const inRegion = await cities.allTextContents();
  expect(inRegion.length).toBeGreaterThan(1);
  for (const city of inRegion) expect([w.spb, w.kronstadt, "Peterhof", "Петергоф"]).toContain(city);
  await snap(page, testInfo, "event-list-region");

  // The drawer's button now counts the filters: "Filters (1)".
  if (isMobile) await page.getByRole("button", { name: new RegExp(`^${w.filters}`) }).click();
  await scope.getByRole("combobox", { name: w.city }).selectOption({ label: w.kronstadt });
  await expect(page).toHaveURL(/region=RU-SPE.*city=/);
  if (isMobile) await page.keyboard.press("Escape");
  await expect(cities).toHaveText([w.kronstadt]);

  await page.reload();
  await expect(page).toHaveURL(/region=RU-SPE/);
  await expect(cities).toHaveText([w.kronstadt]);
  await page.goBack();
  await expect(page).not.toHaveURL(/city=/);
  await expect(cities).toHaveText(inRegion);

  // Moscow the city is not Moscow Oblast: choosing the oblast drops the city of Moscow.
  await page.goto("/events/all?region=RU-MOW&city=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0");
  await expect(cities.first()).toHaveText(w.moscow);
  if (isMobile) await page.getByRole("button", { name: new RegExp(`^${w.filters}`) }).click();
  await scope
    .getByRole("combobox", { name: w.region })
    .selectOption({ label: lang === "ru" ? "Московская область" : "Moscow Oblast" });
  await expect(page).toHaveURL(/region=RU-MOS/);
  await expect(page).not.toHaveURL(/city=/);
});

test("show more keeps its count in the URL: a reload shows as many cards", async ({
  page,
  lang,
}) => {
  test.slow();
  const w = WORDS[lang];
  await page.goto("/events/all");
  const cards = page.locator(".event-grid--list .event-card");
  await expect(cards).toHaveCount(24);
  await page.getByRole("button", { name: w.showMore }).click();
  await expect(page).toHaveURL(/pages=2/);
  await expect(cards.nth(24)).toBeVisible();
  const names = await page.locator(".event-grid--list .event-card__name").allTextContents();
  expect(names.length).toBeGreaterThan(24);

  await page.reload();
  await expect(page).toHaveURL(/pages=2/);
  await expect(page.locator(".event-grid--list .event-card__name")).toHaveText(names);
});
