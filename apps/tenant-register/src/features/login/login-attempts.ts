/**
 * Remembers, for this tab, that the login gate just sent the person away to sign in for a page.
 * If they come back to that page still anonymous, the session did not reach this host (another
 * site's cookie, docs/decisions/0008): sending them to the login page again would only bounce
 * between the two sites, so the gate stops and says so instead.
 */
export type AttemptStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const KEY = "reg.loginAttempt";
/** Longer than signing in takes; short enough that a later visit starts afresh. */
export const LOGIN_ATTEMPT_FRESH_MS = 10 * 60_000;

interface Attempt {
  href: string;
  at: number;
}

function read(storage: AttemptStorage): Attempt | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { href, at } = value as Record<string, unknown>;
    return typeof href === "string" && typeof at === "number" ? { href, at } : null;
  } catch {
    return null;
  }
}

export function rememberLoginAttempt(storage: AttemptStorage, href: string, now: number): void {
  storage.setItem(KEY, JSON.stringify({ href, at: now } satisfies Attempt));
}

export function forgetLoginAttempt(storage: AttemptStorage): void {
  storage.removeItem(KEY);
}

/** Whether this page was sent to sign in a moment ago, and is back without a session. */
export function returnedWithoutSession(
  storage: AttemptStorage,
  href: string,
  now: number,
): boolean {
  const attempt = read(storage);
  return attempt !== null && attempt.href === href && now - attempt.at < LOGIN_ATTEMPT_FRESH_MS;
}

/** sessionStorage, or null where the browser refuses it (then the gate cannot tell, and redirects). */
export function tabStorage(): AttemptStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
