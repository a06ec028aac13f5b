/**
 * The value of one cookie in a `document.cookie`-style string, decoded; null when absent.
 * Malformed percent-escapes are returned raw rather than thrown, since any script can set a cookie.
 */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
