import { type Locale } from "../culture/locales";
import { type EventListTab } from "../events/event-list-tabs";

/** A page's `<title>` (before the site name) and `<meta name="description">`. */
export interface PageHeadText {
  title: string;
  description: string;
}

/**
 * The pages whose title and description are fixed texts rather than data from core: the BFF writes
 * them into the HTML it serves (crawlers and link previews run no JavaScript) and the front's
 * document titles can read the same entries, so there is one copy of each.
 */
export const PAGE_HEAD_KEYS = [
  "home",
  "eventsAll",
  "eventsFuture",
  "eventsToday",
  "eventsSeries",
  "eventsVirtual",
  "eventsResults",
  "eventsPast",
  "results",
  "clubs",
  "championships",
  "signIn",
  "signUp",
  "account",
  "registration",
  "team",
  "trainings",
  "gift",
  "taxDeduction",
  "notFound",
] as const;
export type PageHeadKey = (typeof PAGE_HEAD_KEYS)[number];

/** Each fixed page's `<title>`, before the site name. Apart from the descriptions: the front's first chunk carries the titles only. */
export const PAGE_TITLES: Readonly<Record<PageHeadKey, Readonly<Record<Locale, string>>>> = {
  home: {
    ru: "Спортивные события и регистрация",
    en: "Sports events and registration",
  },
  eventsAll: {
    ru: "Все события",
    en: "All events",
  },
  eventsFuture: {
    ru: "Будущие события",
    en: "Upcoming events",
  },
  eventsToday: {
    ru: "События сегодня",
    en: "Events today",
  },
  eventsSeries: {
    ru: "Серии событий",
    en: "Event series",
  },
  eventsVirtual: {
    ru: "Виртуальные события",
    en: "Virtual events",
  },
  eventsResults: {
    ru: "Результаты соревнований",
    en: "Race results",
  },
  eventsPast: {
    ru: "Прошедшие события",
    en: "Past events",
  },
  results: {
    ru: "Результаты",
    en: "Results",
  },
  clubs: {
    ru: "Клубы",
    en: "Clubs",
  },
  championships: {
    ru: "Чемпионаты",
    en: "Championships",
  },
  signIn: {
    ru: "Войти",
    en: "Sign in",
  },
  signUp: {
    ru: "Создать аккаунт",
    en: "Create an account",
  },
  account: {
    ru: "Личный кабинет",
    en: "My account",
  },
  registration: {
    ru: "Регистрация",
    en: "Registration",
  },
  team: {
    ru: "Моя команда",
    en: "My team",
  },
  trainings: {
    ru: "Тренировки",
    en: "Trainings",
  },
  gift: {
    ru: "Подарок: участие в старте",
    en: "Gift: a race entry",
  },
  taxDeduction: {
    ru: "Налоговый вычет",
    en: "Tax deduction",
  },
  notFound: {
    ru: "Страница не найдена",
    en: "Page not found",
  },
};

/** Each fixed page's `<meta name="description">`, which only the BFF writes. */
export const PAGE_DESCRIPTIONS: Readonly<Record<PageHeadKey, Readonly<Record<Locale, string>>>> = {
  home: {
    ru: "Забеги, велогонки, заплывы и лыжные старты по всей России: найдите старт, выберите дистанцию и зарегистрируйтесь онлайн.",
    en: "Runs, rides, swims and ski races across Russia: find a start, choose a distance and register online.",
  },
  eventsAll: {
    ru: "Календарь спортивных событий: будущие, сегодняшние, виртуальные и прошедшие старты с результатами.",
    en: "The sports events calendar: upcoming, today's, virtual and past starts with their results.",
  },
  eventsFuture: {
    ru: "Предстоящие забеги и соревнования: даты, города, дистанции, цены и оставшиеся слоты.",
    en: "Upcoming races and competitions: dates, cities, distances, prices and places left.",
  },
  eventsToday: {
    ru: "Старты, которые проходят сегодня по московскому времени.",
    en: "Starts taking place today, Moscow time.",
  },
  eventsSeries: {
    ru: "Кубки, чемпионаты и серии стартов: все этапы в одном месте.",
    en: "Cups, championships and race series: every stage in one place.",
  },
  eventsVirtual: {
    ru: "Онлайн-забеги и виртуальные старты: участвуйте из любого города.",
    en: "Online runs and virtual starts: take part from any city.",
  },
  eventsResults: {
    ru: "Прошедшие старты с опубликованными результатами: места, время, категории.",
    en: "Past starts with published results: places, times, categories.",
  },
  eventsPast: {
    ru: "Архив прошедших спортивных событий.",
    en: "The archive of past sports events.",
  },
  results: {
    ru: "Протоколы забегов: место, стартовый номер, имя, клуб, категория и время на финише.",
    en: "Race results: place, bib, name, club, category and finish time.",
  },
  clubs: {
    ru: "Рейтинг беговых, вело- и триатлонных клубов по результатам их участников: финишёры, старты, призовые места.",
    en: "Running, cycling and triathlon clubs ranked by their members' results: finishers, starts and podiums.",
  },
  championships: {
    ru: "Кубки и серии стартов: сезон, этапы и текущие лидеры общего зачёта.",
    en: "Cups and race series: the season, the stages and the current leaders of the overall standings.",
  },
  signIn: {
    ru: "Вход в личный кабинет участника.",
    en: "Sign in to your participant account.",
  },
  signUp: {
    ru: "Регистрация личного кабинета участника.",
    en: "Create your participant account.",
  },
  account: {
    ru: "Ваши регистрации, заказы и профиль.",
    en: "Your registrations, orders and profile.",
  },
  registration: {
    ru: "Регистрация на дистанцию и оплата участия.",
    en: "Register for a distance and pay for your entry.",
  },
  team: {
    ru: "Состав команды эстафеты: этапы, участники, код приглашения.",
    en: "Your relay team's roster: stages, members and the join code.",
  },
  trainings: {
    ru: "Тренировки из подключённого трекера активности: список и итоги недели и месяца.",
    en: "Trainings from your connected activity tracker, with the week's and the month's totals.",
  },
  gift: {
    ru: "Подарите участие в забеге или активируйте подаренное по коду.",
    en: "Give a race entry as a present, or redeem one with its code.",
  },
  taxDeduction: {
    ru: "Документы для социального налогового вычета за участие в спортивных событиях.",
    en: "Documents for the social tax deduction for taking part in sports events.",
  },
  notFound: {
    ru: "Такой страницы нет. Перейдите на главную или к списку событий.",
    en: "There is no such page. Go to the home page or the event list.",
  },
};

const LIST_TAB_HEADS: Readonly<Record<EventListTab, PageHeadKey>> = {
  all: "eventsAll",
  future: "eventsFuture",
  today: "eventsToday",
  series: "eventsSeries",
  virtual: "eventsVirtual",
  results: "eventsResults",
  past: "eventsPast",
};

export function pageTitle(key: PageHeadKey, locale: Locale): string {
  return PAGE_TITLES[key][locale];
}

export function pageHead(key: PageHeadKey, locale: Locale): PageHeadText {
  return { title: PAGE_TITLES[key][locale], description: PAGE_DESCRIPTIONS[key][locale] };
}

/** The title of an event-list tab's page. */
export function eventListTitle(tab: EventListTab, locale: Locale): string {
  return pageTitle(LIST_TAB_HEADS[tab], locale);
}

/** The head of an event-list tab's page. */
export function eventListHead(tab: EventListTab, locale: Locale): PageHeadText {
  return pageHead(LIST_TAB_HEADS[tab], locale);
}

/** "Page — Site": how every document title reads (the front's useDocumentTitle writes the same). */
export function documentTitle(pageTitle: string, siteName: string | undefined): string {
  return siteName ? `${pageTitle} — ${siteName}` : pageTitle;
}
