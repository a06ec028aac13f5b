import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "../features/not-found/not-found-page";

/** Any address no route claims shows the not-found page, keeping the address the person typed. */
export const Route = createFileRoute("/$")({
  component: NotFoundPage,
});
