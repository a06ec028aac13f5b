import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import { MY_REGISTRATIONS_PAGE_SIZE } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { ErrorState, Pager } from "@reg/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useCallback } from "react";
import { myRegistrationsInputOf } from "./my-registrations-search";
import { RegistrationCard } from "./registration-card";
import "./my-registrations.css";

const route = getRouteApi("/_authed/account");

/** The cards' silhouettes while the list loads, so the page does not jump when it arrives. */
function LoadingCards() {
  const { t } = useLingui();
  return (
    <div className="my-registrations__loading" role="status" aria-label={t`Loading`}>
      <div className="my-registration card my-registration--skeleton" aria-hidden="true" />
      <div className="my-registration card my-registration--skeleton" aria-hidden="true" />
    </div>
  );
}

/**
 * "My registrations" (issue 11 item 5): every registration of the signed-in person, upcoming
 * races first, twenty a page. Whose they are comes from the session; the list is never shared.
 */
export function MyRegistrations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const locale = useAppSelector(selectLocale);
  const search = route.useSearch();
  const input = myRegistrationsInputOf(locale, search);
  const list = useQuery(trpc.account.listRegistrations.queryOptions(input));
  const refresh = useCallback(
    () => void queryClient.invalidateQueries(trpc.account.listRegistrations.pathFilter()),
    [queryClient, trpc],
  );
  const pages = list.data ? Math.ceil(list.data.total / MY_REGISTRATIONS_PAGE_SIZE) : 0;

  return (
    <section className="my-registrations" aria-labelledby="my-registrations-title">
      <h2 className="my-registrations__title" id="my-registrations-title">
        <Trans>My registrations</Trans>
      </h2>
      {list.isPending ? (
        <LoadingCards />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 && list.data.offset === 0 ? (
        <div className="card card--padded my-registrations__empty">
          <p>
            <Trans>You have no registrations yet</Trans>
          </p>
          <Link to="/events/$type" params={{ type: "future" }} className="btn btn--primary">
            <Trans>Find an event</Trans>
          </Link>
        </div>
      ) : (
        <>
          <ul className="my-registrations__list">
            {list.data.items.map((registration) => (
              <li key={registration.id}>
                <RegistrationCard registration={registration} locale={locale} onChanged={refresh} />
              </li>
            ))}
          </ul>
          <Pager
            page={search.page ?? 1}
            pages={pages}
            link={(page, label) => (
              <Link to="/account" search={{ page }}>
                {label}
              </Link>
            )}
          />
        </>
      )}
    </section>
  );
}
