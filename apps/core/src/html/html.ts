/** Text made safe to put between HTML tags or inside a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * A template tag that escapes every interpolated value unless it is already `SafeHtml`, so a page
 * or a mail is built from trusted markup and escaped data only.
 */
export class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

type HtmlValue = SafeHtml | string | number | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof SafeHtml) return value.html;
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? "");
  });
  return new SafeHtml(out);
}

/** Markup we made ourselves (an SVG we rendered), trusted as is. */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
