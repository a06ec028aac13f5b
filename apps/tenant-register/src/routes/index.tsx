import { createFileRoute } from "@tanstack/react-router";
import { TenantHomePage } from "../features/home/tenant-home-page";

/** The tenant's home: its races to register for (not a bare "not found"). */
export const Route = createFileRoute("/")({
  component: TenantHomePage,
});
