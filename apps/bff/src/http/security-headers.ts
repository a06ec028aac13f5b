import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/** What the BFF's pages may load besides their own origin. */
export interface ContentPolicyOptions {
  /** Origins of images the fronts show from elsewhere: the event map's tiles (VITE_MAP_TILE_URL). */
  imageOrigins: readonly string[];
}

/**
 * The one Content-Security-Policy of the BFF's own answers (docs/security.md says why each line).
 * Scripts come only from this origin's files: the fronts' HTML has no inline script, and the data
 * the server writes into a page (`#ssr-state`, JSON-LD) is `type="application/json"`-like, never run.
 */
export function contentSecurityDirectives(options: ContentPolicyOptions): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    // notistack's styles (goober) are a <style> element it writes at run time, and a server-rendered
    // page carries React's `style=` attributes and the tenant's colours on <html style>.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: the favicon and Leaflet's CSS images; blob: a chosen photo's preview before upload.
    "img-src": ["'self'", "data:", "blob:", ...options.imageOrigins],
    "font-src": ["'self'"],
    // tRPC, the images and the documents are all on this origin.
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/** A policy as the header carries it (as helmet writes it: `name value…;name value…`). */
export function serializePolicy(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join(";");
}

/**
 * The policy of one server-rendered page: the same, plus the hashes (`'sha256-…'`) of the inline
 * scripts its render wrote (the router's scroll restoration), so those and nothing else run inline.
 */
export function pagePolicy(options: ContentPolicyOptions, scriptHashes: readonly string[]): string {
  const directives = contentSecurityDirectives(options);
  return serializePolicy({
    ...directives,
    "script-src": [...(directives["script-src"] ?? []), ...scriptHashes],
  });
}

/**
 * A route whose answers are files, not pages (PDFs, event documents): the other headers, no CSP.
 * Chrome shows a PDF in a page of its own making whose inline styles and embed a page's policy
 * would block (an empty or cut-off viewer); a file runs no script of ours to guard.
 */
export const NO_PAGE_POLICY = { config: { pagePolicy: false } } as const;

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: no Content-Security-Policy on this route's answers (NO_PAGE_POLICY). */
    pagePolicy?: boolean;
  }
}

/** What Fastify itself puts on an answer: not a security header. */
const OWN_HEADERS = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);

/**
 * The headers @fastify/helmet sets with these options, made once. The plugin builds helmet's
 * middleware anew for every request (its options checked, the policy written out: about 50 µs, as
 * much again as a small tRPC answer costs — the rush's calls ran at half the rate), yet the headers
 * are the same for every answer. So the plugin answers one request of a private instance at start,
 * and its headers are set from that table.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get("/", () => "");
  const answer = await probe.inject({ url: "/" });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers))
    if (typeof value === "string" && !OWN_HEADERS.has(name)) headers[name] = value;
  return headers;
}

/**
 * Helmet's headers on every answer, with the CSP above. Answers that bring their own policy (the
 * sandbox acquirer's pages, a person's upload, the dev mail viewer, a server-rendered page with its
 * render's script hashes) replace it: the route's header takes the name's place, so each answer
 * carries one policy. HSTS goes only on answers to https requests.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: ContentPolicyOptions & { hstsMaxAgeSeconds: number },
): Promise<void> {
  const withPolicy = await helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    // Same-origin pages only; the tenants' apps load everything from their own host.
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    // The map's tile server asks for a Referer that names the site (OSM's tile usage policy), so the
    // origin goes to other sites; the full address (a registration's path) never does.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // frame-ancestors 'none' for browsers that read CSP; DENY for the ones that only read this.
    xFrameOptions: { action: "deny" },
    // Over plain http the header means nothing (and would pin a dev host to https if it did).
    strictTransportSecurity: false,
  });
  const { "content-security-policy": _policy, ...withoutPolicy } = withPolicy;
  const hsts = options.hstsMaxAgeSeconds > 0 ? `max-age=${options.hstsMaxAgeSeconds}` : undefined;
  // A callback hook, not async: it runs on every request, the rush's included.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.routeOptions.config.pagePolicy === false ? withoutPolicy : withPolicy);
    if (hsts !== undefined && request.protocol === "https")
      reply.header("strict-transport-security", hsts);
    done();
  });
}
