import { useTRPC } from "@reg/api";
import { selectLocale, useAppSelector } from "@reg/front";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";

const seriesRoute = getRouteApi("/series/$seriesCode");

/** The series of the address, as the layout's loader fetched it (the query cache keeps it). */
export function useSeriesPage() {
  const trpc = useTRPC();
  const { seriesCode } = seriesRoute.useParams();
  const locale = useAppSelector(selectLocale);
  return useQuery(trpc.series.page.queryOptions({ code: seriesCode, language: locale }));
}

export function useSeriesCode(): string {
  return seriesRoute.useParams().seriesCode;
}
