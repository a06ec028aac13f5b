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
  "signIn",
  "signUp",
  "account",
  "registration",
  "taxDeduction",
  "notFound",
] as const;
export type PageHeadKey = (typeof PAGE_HEAD_KEYS)[number];

export const PAGE_HEADS: Readonly<Record<PageHeadKey, Readonly<Record<Locale, PageHeadText>>>> = {
  home: {
    ru: {
      title: "Спортивные события и регистрация",
      description:
        "Забеги, велогонки, заплывы и лыжные старты по всей России: найдите старт, выберите дистанцию и зарегистрируйтесь онлайн.",
    },
    en: {
      title: "Sports events and registration",
      description:
        "Runs, rides, swims and ski races across Russia: find a start, choose a distance and register online.",
    },
  },
  eventsAll: {
    ru: {
      title: "Все события",
      description:
        "Календарь спортивных событий: будущие, сегодняшние, виртуальные и прошедшие старты с результатами.",
    },
    en: {
      title: "All events",
      description:
        "The sports events calendar: upcoming, today's, virtual and past starts with their results.",
    },
  },
  eventsFuture: {
    ru: {
      title: "Будущие события",
      description:
        "Предстоящие забеги и соревнования: даты, города, дистанции, цены и оставшиеся слоты.",
    },
    en: {
      title: "Upcoming events",
      description:
        "Upcoming races and competitions: dates, cities, distances, prices and places left.",
    },
  },
  eventsToday: {
    ru: {
      title: "События сегодня",
      description: "Старты, которые проходят сегодня по московскому времени.",
    },
    en: {
      title: "Events today",
      description: "Starts taking place today, Moscow time.",
    },
  },
  eventsSeries: {
    ru: {
      title: "Серии событий",
      description: "Кубки, чемпионаты и серии стартов: все этапы в одном месте.",
    },
    en: {
      title: "Event series",
      description: "Cups, championships and race series: every stage in one place.",
    },
  },
  eventsVirtual: {
    ru: {
      title: "Виртуальные события",
      description: "Онлайн-забеги и виртуальные старты: участвуйте из любого города.",
    },
    en: {
      title: "Virtual events",
      description: "Online runs and virtual starts: take part from any city.",
    },
  },
  eventsResults: {
    ru: {
      title: "Результаты соревнований",
      description: "Прошедшие старты с опубликованными результатами: места, время, категории.",
    },
    en: {
      title: "Race results",
      description: "Past starts with published results: places, times, categories.",
    },
  },
  eventsPast: {
    ru: {
      title: "Прошедшие события",
      description: "Архив прошедших спортивных событий.",
    },
    en: {
      title: "Past events",
      description: "The archive of past sports events.",
    },
  },
  results: {
    ru: {
      title: "Результаты",
      description:
        "Протоколы забегов: место, стартовый номер, имя, клуб, категория и время на финише.",
    },
    en: {
      title: "Results",
      description: "Race results: place, bib, name, club, category and finish time.",
    },
  },
  signIn: {
    ru: { title: "Войти", description: "Вход в личный кабинет участника." },
    en: { title: "Sign in", description: "Sign in to your participant account." },
  },
  signUp: {
    ru: { title: "Создать аккаунт", description: "Регистрация личного кабинета участника." },
    en: { title: "Create an account", description: "Create your participant account." },
  },
  account: {
    ru: { title: "Личный кабинет", description: "Ваши регистрации, заказы и профиль." },
    en: { title: "My account", description: "Your registrations, orders and profile." },
  },
  registration: {
    ru: { title: "Регистрация", description: "Регистрация на дистанцию и оплата участия." },
    en: { title: "Registration", description: "Register for a distance and pay for your entry." },
  },
  taxDeduction: {
    ru: {
      title: "Налоговый вычет",
      description: "Документы для социального налогового вычета за участие в спортивных событиях.",
    },
    en: {
      title: "Tax deduction",
      description: "Documents for the social tax deduction for taking part in sports events.",
    },
  },
  notFound: {
    ru: {
      title: "Страница не найдена",
      description: "Такой страницы нет. Перейдите на главную или к списку событий.",
    },
    en: {
      title: "Page not found",
      description: "There is no such page. Go to the home page or the event list.",
    },
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

export function pageHead(key: PageHeadKey, locale: Locale): PageHeadText {
  return PAGE_HEADS[key][locale];
}

/** The head of an event-list tab's page. */
export function eventListHead(tab: EventListTab, locale: Locale): PageHeadText {
  return pageHead(LIST_TAB_HEADS[tab], locale);
}

/** "Page — Site": how every document title reads (the front's useDocumentTitle writes the same). */
export function documentTitle(pageTitle: string, siteName: string | undefined): string {
  return siteName ? `${pageTitle} — ${siteName}` : pageTitle;
}
