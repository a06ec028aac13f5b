import { isRemembered } from "./validated";

const texts = new WeakMap<object, string>();

/**
 * JSON.stringify, kept per frozen checked answer: a micro-cached event list is serialised once per
 * TTL instead of once per request. Anything else is serialised as usual.
 */
export function jsonText(value: unknown): string | undefined {
  if (!isRemembered(value)) return JSON.stringify(value);
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}
