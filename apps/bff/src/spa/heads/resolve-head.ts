import {
  documentTitle,
  eventListHead,
  eventListTabSchema,
  pageHead,
  type Career,
  type ClubPage,
  type EventPage,
  type EventResults,
  type Locale,
  type PageHeadKey,
  type SeriesPage,
  type SitePage,
} from "@reg/domain";
import { shortDescription, type PageHead } from "./page-head";
import { sportsEventLd } from "./sports-event";

/**
 * The core reads a page's head comes from: the same calls (LEGACY_CONTRACT) its page's tRPC
 * procedure makes. Each answers null when core says the code is unknown (the page is a 404).
 */
export interface HeadReads {
  siteName(): Promise<string | undefined>;
  eventPage(code: string, language: Locale): Promise<EventPage | null>;
  seriesPage(code: string, language: Locale): Promise<SeriesPage | null>;
  eventResults(eventCode: string, language: Locale): Promise<EventResults | null>;
  clubPage(code: string, language: Locale): Promise<ClubPage | null>;
  sitePage(slug: string, language: Locale): Promise<SitePage | null>;
  career(id: string, language: Locale): Promise<Career | null>;
}

interface HeadInput {
  /** Decoded path segments, e.g. ["event", "moscow-marathon", "startlist"]. */
  segments: string[];
  lang: Locale;
  origin: string;
  reads: HeadReads;
}

type Resolver = (input: HeadInput) => Promise<PageHead | null>;

/** A fixed page: its text from the domain's table. */
function fixed(key: PageHeadKey): Resolver {
  return async ({ lang, reads }) => textHead(pageHead(key, lang), lang, await reads.siteName());
}

function textHead(
  text: { title: string; description: string },
  lang: Locale,
  siteName: string | undefined,
  extra: Partial<PageHead> = {},
): PageHead {
  return {
    status: 200,
    lang,
    title: documentTitle(text.title, siteName),
    description: shortDescription(text.description),
    ...extra,
  };
}

/** A content page held by core under `slug` (About, Contacts, Careers, Events rating, partners). */
function sitePage(slug: string): Resolver {
  return async ({ lang, reads }) => {
    const [page, siteName] = await Promise.all([reads.sitePage(slug, lang), reads.siteName()]);
    return page === null ? null : textHead(page, lang, siteName);
  };
}

const ABOUT_CHILDREN = new Set(["organizers", "participants"]);
/** The event page's tabs (empty path = Overview). */
const EVENT_TABS = new Set(["startlist"]);

const eventHead: Resolver = async ({ segments, lang, origin, reads }) => {
  const [, code = "", tab, ...rest] = segments;
  if (rest.length > 0 || (tab !== undefined && !EVENT_TABS.has(tab.toLowerCase()))) return null;
  const [event, siteName] = await Promise.all([reads.eventPage(code, lang), reads.siteName()]);
  if (event === null) return null;
  const description = event.description || `${event.city}`;
  return textHead({ title: event.name, description }, lang, siteName, {
    og: { type: "website", image: event.imageUrl },
    jsonLd: sportsEventLd(event, siteName ?? "", origin),
  });
};

const seriesHead: Resolver = async ({ segments, lang, reads }) => {
  const [, code = "", tab, type, ...rest] = segments;
  if (rest.length > 0) return null;
  if (tab !== undefined && tab.toLowerCase() !== "events") return null;
  if (type !== undefined && !eventListTabSchema.safeParse(type).success) return null;
  const [series, siteName] = await Promise.all([reads.seriesPage(code, lang), reads.siteName()]);
  if (series === null) return null;
  return textHead(
    { title: series.name, description: series.description || series.name },
    lang,
    siteName,
    { og: { type: "website", image: series.imageUrl } },
  );
};

const resultsHead: Resolver = async ({ segments, lang, reads }) => {
  const [, eventCode = "", raceCode, ...rest] = segments;
  if (rest.length > 0) return null;
  const [results, siteName] = await Promise.all([
    reads.eventResults(eventCode, lang),
    reads.siteName(),
  ]);
  if (results === null) return null;
  const race = raceCode === undefined ? undefined : results.races.find((r) => r.code === raceCode);
  if (raceCode !== undefined && race === undefined) return null;
  const base = pageHead("results", lang);
  const what = race ? `${results.event.name}, ${race.name}` : results.event.name;
  return textHead(
    { title: `${base.title}: ${what}`, description: base.description },
    lang,
    siteName,
  );
};

/** `/clubs` (the ranking) and `/clubs/{clubCode}` (a club's page, titled with its name). */
const clubsHead: Resolver = async (input) => {
  const [, code, ...rest] = input.segments;
  if (rest.length > 0) return null;
  if (code === undefined) return fixed("clubs")(input);
  const [page, siteName] = await Promise.all([
    input.reads.clubPage(code, input.lang),
    input.reads.siteName(),
  ]);
  if (page === null) return null;
  const base = pageHead("clubs", input.lang);
  const where = page.club.city === null ? "" : ` (${page.club.city})`;
  return textHead(
    {
      title: `${page.club.name}${where}`,
      description: `${base.title}: ${page.club.name}. ${base.description}`,
    },
    input.lang,
    siteName,
  );
};

const eventsHead: Resolver = async ({ segments, lang, reads }) => {
  const [, type, ...rest] = segments;
  if (rest.length > 0) return null;
  // `/events` redirects to the future tab in the front; its head is that tab's.
  const tab = eventListTabSchema.safeParse(type ?? "future");
  if (!tab.success) return null;
  return textHead(eventListHead(tab.data, lang), lang, await reads.siteName());
};

const careersHead: Resolver = async (input) => {
  const [, id, ...rest] = input.segments;
  if (rest.length > 0) return null;
  if (id === undefined) return sitePage("careers")(input);
  const [career, siteName] = await Promise.all([
    input.reads.career(id, input.lang),
    input.reads.siteName(),
  ]);
  return career === null
    ? null
    : textHead({ title: career.title, description: career.summary }, input.lang, siteName);
};

const aboutHead: Resolver = async (input) => {
  // /Home/About, /Home/About/{child}, /Home/EventsRating
  const [, page = "", child, ...rest] = input.segments;
  if (rest.length > 0) return null;
  if (page.toLowerCase() === "eventsrating")
    return child === undefined ? sitePage("events-rating")(input) : null;
  if (page.toLowerCase() !== "about") return null;
  if (child === undefined) return sitePage("about")(input);
  return ABOUT_CHILDREN.has(child.toLowerCase())
    ? sitePage(`about-${child.toLowerCase()}`)(input)
    : null;
};

/** `/account` and its pages; sign-up is the login page's other tab (`?mode=signup`). */
const ACCOUNT_PAGES: Readonly<Record<string, PageHeadKey>> = {
  profile: "account",
  trainings: "trainings",
  login: "signIn",
  forgot: "signIn",
  reset: "signIn",
};

const accountHead: Resolver = async (input) => {
  const [, page, ...rest] = input.segments;
  // /account/team/{eventCode}/{raceCode}: the person's team of that race.
  if (page?.toLowerCase() === "team") return rest.length === 2 ? fixed("team")(input) : null;
  if (rest.length > 0) return null;
  const key = page === undefined ? "account" : ACCOUNT_PAGES[page.toLowerCase()];
  return key === undefined ? null : fixed(key)(input);
};

/** The first segment of a page address (lower case) → its head. */
const BY_FIRST_SEGMENT: Readonly<Record<string, Resolver>> = {
  events: eventsHead,
  event: eventHead,
  series: seriesHead,
  results: resultsHead,
  clubs: clubsHead,
  championships: (input) => (input.segments.length === 1 ? fixed("championships")(input) : none()),
  home: aboutHead,
  contacts: (input) => (input.segments.length === 1 ? sitePage("contacts")(input) : none()),
  careers: careersHead,
  nbd: (input) => (input.segments.length === 1 ? sitePage("nbd")(input) : none()),
  ostrovok: (input) => (input.segments.length === 1 ? sitePage("ostrovok")(input) : none()),
  "corp-client": (input) => (input.segments.length === 1 ? sitePage("corp-client")(input) : none()),
  "tax-deduction": (input) => (input.segments.length === 1 ? fixed("taxDeduction")(input) : none()),
  account: accountHead,
  // /gift (redeem a code) and /gift/bought/{giftId} (the buyer's code and card).
  gift: (input) =>
    input.segments.length === 1 ||
    (input.segments.length === 3 && input.segments[1]?.toLowerCase() === "bought")
      ? fixed("gift")(input)
      : none(),
};

function none(): Promise<null> {
  return Promise.resolve(null);
}

/** `/{eventCode}/{raceCode}/register` and its `success` child: the wizard (order layout). */
function isRegisterPath(segments: string[]): boolean {
  return (
    (segments.length === 3 || segments.length === 4) &&
    segments[2] === "register" &&
    (segments.length === 3 || segments[3] === "success")
  );
}

/** Path segments, decoded; undefined for a path that is not one (bad escapes, a NUL). */
export function pathSegments(pathname: string): string[] | undefined {
  try {
    const segments = pathname
      .split("/")
      .filter((s) => s !== "")
      .map((s) => decodeURIComponent(s));
    return segments.some((s) => s.includes("\0")) ? undefined : segments;
  } catch {
    return undefined;
  }
}

/**
 * The head of a page address of the portal: its own title and description in `lang`, and for an
 * event its Open Graph and SportsEvent; any address no page answers gets the not-found head, 404.
 */
export async function resolveHead(
  pathname: string,
  lang: Locale,
  origin: string,
  reads: HeadReads,
): Promise<PageHead> {
  const segments = pathSegments(pathname) ?? ["\0"];
  const input: HeadInput = { segments, lang, origin, reads };
  let head: PageHead | null = null;
  if (segments.length === 0) head = await fixed("home")(input);
  else if (segments.length === 1 && segments[0] === "404") head = null;
  else if (isRegisterPath(segments)) head = await fixed("registration")(input);
  else {
    const resolver = BY_FIRST_SEGMENT[(segments[0] ?? "").toLowerCase()];
    if (resolver) head = await resolver(input);
    // `/{eventCode}/{raceCode}/gift`: buying the race as a present.
    else if (segments.length === 3 && segments[2] === "gift") head = await fixed("gift")(input);
  }
  if (head !== null) return head;
  const notFound = textHead(pageHead("notFound", lang), lang, await reads.siteName());
  return { ...notFound, status: 404 };
}
