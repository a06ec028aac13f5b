import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import {
  isMyRegistrationPast,
  MY_REGISTRATIONS_PAGE_SIZE,
  type Locale,
  type MyRegistration,
} from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { ErrorState, Pager } from "@reg/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useCallback, useId, type ReactNode } from "react";
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

/** One group of the page's cards ("Upcoming" or "Past") under its heading; none when empty. */
function RegistrationGroup(props: {
  title: ReactNode;
  registrations: readonly MyRegistration[];
  past: boolean;
  locale: Locale;
  onChanged: () => void;
}) {
  const titleId = useId();
  if (props.registrations.length === 0) return null;
  return (
    <div className="my-registrations__group">
      <h3 className="my-registrations__group-title" id={titleId}>
        {props.title}
      </h3>
      <ul className="my-registrations__list" aria-labelledby={titleId}>
        {props.registrations.map((registration) => (
          <li key={registration.id}>
            <RegistrationCard
              registration={registration}
              locale={props.locale}
              past={props.past}
              onChanged={props.onChanged}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "My registrations" (issue 11 item 5): every registration of the signed-in person, twenty a
 * page, upcoming races first and past ones apart below them. Whose they are comes from the
 * session; the list is never shared.
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
  // Split at the moment the page was read, as core ordered it then (upcoming first), so a group
  // never takes a card from the middle of the other; a refetch moves a race that has started.
  const readAt = new Date(list.dataUpdatedAt);
  const items = list.data?.items ?? [];
  const upcoming = items.filter((registration) => !isMyRegistrationPast(registration, readAt));
  const past = items.filter((registration) => isMyRegistrationPast(registration, readAt));

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
          <RegistrationGroup
            title={<Trans>Upcoming</Trans>}
            registrations={upcoming}
            past={false}
            locale={locale}
            onChanged={refresh}
          />
          <RegistrationGroup
            title={<Trans>Past</Trans>}
            registrations={past}
            past
            locale={locale}
            onChanged={refresh}
          />
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
