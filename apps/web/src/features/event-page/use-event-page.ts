import { useTRPC } from "@reg/api";
import { selectLocale, useAppSelector } from "@reg/front";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";

const eventRoute = getRouteApi("/event/$code");

/** The event of the address, as the layout's loader fetched it (the query cache keeps it). */
export function useEventPage() {
  const trpc = useTRPC();
  const { code } = eventRoute.useParams();
  const locale = useAppSelector(selectLocale);
  return useQuery(trpc.events.page.queryOptions({ code, language: locale }));
}

export function useEventCode(): string {
  return eventRoute.useParams().code;
}
