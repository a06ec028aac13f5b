import { createFileRoute } from "@tanstack/react-router";
import { ClubsPage } from "../features/clubs/clubs-page";
import { validateClubsSearch } from "../features/clubs/clubs-search";

export const Route = createFileRoute("/clubs/")({
  staticData: { layout: "default" },
  validateSearch: validateClubsSearch,
  component: ClubsPage,
});
