import { createFileRoute } from "@tanstack/react-router";
import { ChampionshipsPage } from "../features/championships/championships-page";

export const Route = createFileRoute("/championships")({
  staticData: { layout: "default" },
  component: ChampionshipsPage,
});
