import { Trans, useLingui } from "@lingui/react/macro";
import { useTRPC } from "@reg/api";
import type { Contacts, Locale } from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { ErrorState } from "@reg/ui";
import { useQuery } from "@tanstack/react-query";
import { SitePageView } from "./site-page";

/** "Mon–Fri" (a run of days) or "Mon, Wed, Fri", in the page's language, weeks starting Monday. */
export function weekdaysLabel(days: number[], locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  // 2024-01-01 was a Monday: ISO day d is that date plus d - 1 days.
  const name = (day: number) => format.format(new Date(Date.UTC(2024, 0, day)));
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return "";
  const consecutive = sorted.length > 2 && last - first === sorted.length - 1;
  return consecutive ? `${name(first)}–${name(last)}` : sorted.map(name).join(", ");
}

/** "+74951200530" as people write it: "+7 495 120-05-30". */
export function phoneLabel(phone: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}

function ContactsCard({ contacts }: { contacts: Contacts }) {
  const locale = useAppSelector(selectLocale);
  const days = weekdaysLabel(contacts.supportDays, locale);
  const moscow = contacts.timeZone === "Europe/Moscow";
  return (
    <section className="info-card" aria-labelledby="support-title">
      <h2 className="info-card__title" id="support-title">
        <Trans>Support</Trans>
      </h2>
      <dl>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>
          <a href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</a>
        </dd>
        {contacts.supportPhone && (
          <>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>
              <a href={`tel:${contacts.supportPhone}`}>{phoneLabel(contacts.supportPhone)}</a>
            </dd>
          </>
        )}
        <dt>
          <Trans>Hours</Trans>
        </dt>
        <dd>
          {moscow ? (
            <Trans>
              {days}, {contacts.supportFrom}–{contacts.supportTo}, Moscow time
            </Trans>
          ) : (
            `${days}, ${contacts.supportFrom}–${contacts.supportTo} (${contacts.timeZone})`
          )}
        </dd>
        {contacts.address && (
          <>
            <dt>
              <Trans>Office</Trans>
            </dt>
            <dd>{contacts.address}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function ContactsDetails() {
  const trpc = useTRPC();
  const locale = useAppSelector(selectLocale);
  const contacts = useQuery(trpc.pages.contacts.queryOptions({ language: locale }));
  if (contacts.isPending)
    return <div className="info-card info-card--pending skeleton" aria-busy="true" />;
  if (contacts.isError) return <ErrorState onRetry={() => void contacts.refetch()} />;
  return <ContactsCard contacts={contacts.data} />;
}

export function ContactsPage() {
  const { t } = useLingui();
  return (
    <SitePageView slug="contacts" fallbackTitle={t`Contacts`}>
      {() => <ContactsDetails />}
    </SitePageView>
  );
}
