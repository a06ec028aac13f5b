/** Tenants (SPEC §1, §4, §9): their ids, and which one a host, query or stored value means. */
export * from "./tenant-ids";
export * from "./tenant-resolution";
