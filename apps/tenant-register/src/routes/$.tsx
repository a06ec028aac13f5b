import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "../features/not-found/not-found-page";

/** A tenant's app holds only register pages: every other address is not found. */
export const Route = createFileRoute("/$")({
  component: NotFoundPage,
});
