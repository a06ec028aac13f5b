/**
 * The wire schemas: every body and answer of the legacy HTTP contract (SPEC §7), kept together in
 * this one folder rather than each beside its topic. They are read as one contract
 * (docs/legacy-contract.md names them from here, and contract/ builds its calls on this index), and
 * most of them cut across topics: a cart answer carries options, insurance, pickup documents, promo
 * codes and registration states at once, so no single topic folder would own them. They import the
 * topic folders' rules; no rule in a topic folder imports them.
 */
export * from "./tenant";
export * from "./user";
export * from "./events";
export * from "./event-page";
export * from "./registration-common";
export * from "./registration";
export * from "./registration-cart";
export * from "./payment";
export * from "./session-handoff";
export * from "./account";
export * from "./my-registrations";
export * from "./pages";
export * from "./series";
export * from "./results";
export * from "./sitemap";
