import { describe, expect, it } from "vitest";
import { escapeHtml, html, trustedHtml } from "./html";

describe("html", () => {
  it("escapes interpolated text, lists and attributes, but not trusted markup", () => {
    const name = `<script>alert("x")</script> & 'co'`;
    const page = html`<p title="${name}">${name}</p>${[html`<b>${"<i>"}</b>`, "<u>"]}${trustedHtml("<svg/>")}${null}`;
    expect(page.html).toBe(
      `<p title="${escapeHtml(name)}">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p><b>&lt;i&gt;</b>&lt;u&gt;<svg/>`,
    );
  });
});
