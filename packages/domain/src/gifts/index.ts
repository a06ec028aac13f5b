/** Gifts (issue 11 item 4, docs/decisions/0031): the code, the gift's states and rule, the wire. */
export * from "./gift-code";
export * from "./rules";
export * from "./wire";
export * from "./calls";
