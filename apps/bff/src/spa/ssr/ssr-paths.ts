/**
 * The portal's public pages the server renders (decision 0025): what anyone may open and a crawler
 * reads. Account, registration and payment pages stay client-rendered: they need the session's
 * own state, the browser's storage or a redirect the browser makes.
 */
const SERVER_RENDERED: readonly RegExp[] = [
  /^\/$/,
  /^\/events(\/[^/]+)?\/?$/,
  /^\/event\/[^/]+(\/startlist)?\/?$/,
  /^\/series\/[^/]+(\/events(\/[^/]+)?)?\/?$/,
  /^\/results\/[^/]+(\/[^/]+)?\/?$/,
  /^\/Home\/(About(\/(organizers|participants))?|EventsRating)\/?$/,
  /^\/(Contacts|Careers|nbd|ostrovok|corp-client)\/?$/,
  /^\/Careers\/[^/]+\/?$/,
];

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}
