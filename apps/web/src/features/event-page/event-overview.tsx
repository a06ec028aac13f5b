import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  eventIsOver,
  eventResultsPublished,
  formatMoscowDateTimeIn,
  formatMoscowTime,
  formatRub,
  type EventPage,
} from "@reg/domain";
import { selectLocale, useAppSelector } from "@reg/front";
import { RacesSection } from "./races-section";
import { useEventPage } from "./use-event-page";

interface SectionLink {
  id: string;
  label: MessageDescriptor;
}

/**
 * Which sections the event shows. Once it is over, nothing is on sale and there is nothing to
 * join: the goods (their prices) and the online section (how to take part, the coming stream) go.
 */
function shownSections(event: EventPage, over: boolean) {
  return {
    options: !over && event.options.length > 0,
    online: !over && (event.isOnline || event.hasLiveStream),
  };
}

/** The sections this event has, in page order, for the desktop section nav. */
function sectionsOf(event: EventPage, shown: ReturnType<typeof shownSections>): SectionLink[] {
  const sections: (SectionLink | false)[] = [
    { id: "races", label: msg`Distances` },
    shown.options && { id: "options", label: msg`Goods and services` },
    { id: "about", label: msg`About` },
    shown.online && { id: "online", label: msg`Online` },
    event.startPack !== null && { id: "start-pack", label: msg`Start pack` },
    event.documents.length > 0 && { id: "documents", label: msg`Documents` },
    { id: "contacts", label: msg`Contacts` },
    event.beneficiary !== null && { id: "organizer", label: msg`Organizer` },
  ];
  return sections.filter((s): s is SectionLink => s !== false);
}

function OptionsSection(props: { event: EventPage }) {
  const locale = useAppSelector(selectLocale);
  const kinds = {
    product: msg`Goods`,
    service: msg`Service`,
    insurance: msg`Insurance`,
  } as const;
  const { i18n } = useLingui();
  return (
    <section className="event-section" id="options" aria-labelledby="options-title">
      <h2 className="event-section__title" id="options-title">
        <Trans>Goods and services</Trans>
      </h2>
      <p className="event-section__hint">
        <Trans>Added to the order on the registration form.</Trans>
      </p>
      <ul className="option-grid">
        {props.event.options.map((option) => {
          const price = formatRub(option.priceKopecks, locale);
          return (
            <li key={option.code} className="event-option card">
              <span className="chip">{i18n._(kinds[option.kind])}</span>
              <h3 className="event-option__name">{option.name}</h3>
              {option.description && <p className="event-option__text">{option.description}</p>}
              <p className="event-option__price">
                {option.customPrice ? <Trans>from {price}</Trans> : price}
                {option.soldOut && (
                  <span className="badge badge--muted">
                    <Trans>Sold out</Trans>
                  </span>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AboutSection(props: { event: EventPage }) {
  const { event } = props;
  return (
    <section className="event-section" id="about" aria-labelledby="about-title">
      <h2 className="event-section__title" id="about-title">
        <Trans>About</Trans>
      </h2>
      {event.description ? (
        <p className="event-section__text">{event.description}</p>
      ) : (
        <p className="event-section__empty">
          <Trans>The organizer has not added a description yet.</Trans>
        </p>
      )}
      {event.program.length > 0 && (
        <>
          <h3 className="event-section__subtitle">
            <Trans>Program (Moscow time)</Trans>
          </h3>
          <ol className="program">
            {event.program.map((item) => (
              <li key={`${item.startsAt}${item.title}`} className="program__item">
                <time className="program__time" dateTime={item.startsAt}>
                  {formatMoscowTime(item.startsAt)}
                </time>
                <span>{item.title}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      {event.websiteUrl && (
        <p>
          <a href={event.websiteUrl} target="_blank" rel="noopener noreferrer">
            <Trans>The event's website</Trans>
          </a>
        </p>
      )}
    </section>
  );
}

function OnlineSection(props: { event: EventPage }) {
  const { event } = props;
  return (
    <section className="event-section" id="online" aria-labelledby="online-title">
      <h2 className="event-section__title" id="online-title">
        <Trans>Online</Trans>
      </h2>
      {event.isOnline && (
        <div className="event-explainer card card--padded">
          <h3 className="event-section__subtitle">
            <Trans>How online participation works</Trans>
          </h3>
          <ol className="event-explainer__steps">
            <li>
              <Trans>Register and pay for a distance, as for any race.</Trans>
            </li>
            <li>
              <Trans>
                Cover the distance anywhere during the event's dates, recording it with a watch or a
                running app.
              </Trans>
            </li>
            <li>
              <Trans>
                Upload the track in your account: the result appears in the results table.
              </Trans>
            </li>
            <li>
              <Trans>The medal and the start pack are sent to you by post.</Trans>
            </li>
          </ol>
        </div>
      )}
      {event.hasLiveStream && (
        <p className="event-live">
          <span className="event-live__dot" aria-hidden="true" />
          {event.liveStreamUrl ? (
            <a href={event.liveStreamUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Watch the live stream</Trans>
            </a>
          ) : (
            <Trans>The race will be streamed live; the link appears here on race day.</Trans>
          )}
        </p>
      )}
    </section>
  );
}

export function StartPackSection(props: {
  startPack: NonNullable<EventPage["startPack"]>;
  fastIdentification: boolean;
}) {
  const locale = useAppSelector(selectLocale);
  const { startPack } = props;
  return (
    <section className="event-section" id="start-pack" aria-labelledby="start-pack-title">
      <h2 className="event-section__title" id="start-pack-title">
        <Trans>Start pack</Trans>
      </h2>
      <dl className="event-facts">
        <div>
          <dt>
            <Trans>Where</Trans>
          </dt>
          <dd>
            {startPack.place}
            {startPack.address && <span className="event-facts__sub">{startPack.address}</span>}
          </dd>
        </div>
        {startPack.windows.length > 0 && (
          <div>
            <dt>
              <Trans>When (Moscow time)</Trans>
            </dt>
            <dd>
              <ul className="event-facts__list">
                {startPack.windows.map((w) => (
                  <li key={w.startsAt}>
                    {formatMoscowDateTimeIn(w.startsAt, locale)} – {formatMoscowTime(w.endsAt)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {props.fastIdentification && (
          <div>
            <dt>
              <Trans>Fast identification</Trans>
            </dt>
            <dd>
              <Trans>
                A fast lane at the pickup for those who show the QR code from the confirmation
                e-mail or My registrations.
              </Trans>
            </dd>
          </div>
        )}
      </dl>
      {startPack.note && <p className="event-section__hint">{startPack.note}</p>}
    </section>
  );
}

function DocumentsSection(props: { documents: EventPage["documents"] }) {
  const { i18n } = useLingui();
  return (
    <section className="event-section" id="documents" aria-labelledby="documents-title">
      <h2 className="event-section__title" id="documents-title">
        <Trans>Documents</Trans>
      </h2>
      <ul className="document-list">
        {props.documents.map((d) => {
          const size = i18n.number(Math.max(1, Math.round(d.sizeBytes / 1024)));
          return (
            <li key={d.fileName}>
              <a className="document-list__link" href={d.url} download={d.fileName}>
                <span aria-hidden="true" className="document-list__icon">
                  ⤓
                </span>
                <span>
                  {d.title}
                  <span className="document-list__size">
                    <Trans>{size} kB</Trans>
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ContactsSection(props: { contacts: EventPage["contacts"] }) {
  const { contacts } = props;
  const none = !contacts.email && !contacts.phone && !contacts.telegram;
  return (
    <section className="event-section" id="contacts" aria-labelledby="contacts-title">
      <h2 className="event-section__title" id="contacts-title">
        <Trans>Contacts</Trans>
      </h2>
      {none ? (
        <p className="event-section__empty">
          <Trans>The organizer has not published contacts.</Trans>
        </p>
      ) : (
        <dl className="event-facts">
          {contacts.email && (
            <div>
              <dt>
                <Trans>E-mail</Trans>
              </dt>
              <dd>
                <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
              </dd>
            </div>
          )}
          {contacts.phone && (
            <div>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>
                <a href={`tel:${contacts.phone.replace(/[^+0-9]/g, "")}`}>{contacts.phone}</a>
              </dd>
            </div>
          )}
          {contacts.telegram && (
            <div>
              <dt>Telegram</dt>
              <dd>
                <a
                  href={`https://t.me/${contacts.telegram.replace(/^@/, "")}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {contacts.telegram}
                </a>
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}

export function OrganizerSection(props: { beneficiary: NonNullable<EventPage["beneficiary"]> }) {
  const { beneficiary } = props;
  return (
    <section className="event-section" id="organizer" aria-labelledby="organizer-title">
      <h2 className="event-section__title" id="organizer-title">
        <Trans>Organizer</Trans>
      </h2>
      <dl className="event-facts">
        <div>
          <dt>
            <Trans>Legal name</Trans>
          </dt>
          <dd>{beneficiary.name}</dd>
        </div>
        {beneficiary.inn && (
          <div>
            <dt>
              <Trans>INN</Trans>
            </dt>
            <dd>{beneficiary.inn}</dd>
          </div>
        )}
        {beneficiary.ogrnip && (
          <div>
            <dt>
              <Trans>OGRNIP</Trans>
            </dt>
            <dd>{beneficiary.ogrnip}</dd>
          </div>
        )}
        {beneficiary.address && (
          <div>
            <dt>
              <Trans>Address</Trans>
            </dt>
            <dd>{beneficiary.address}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The Overview tab: every section the event has, with a section nav on wide screens. */
export function EventOverview() {
  const { i18n, t } = useLingui();
  const page = useEventPage();
  // The layout shows the loading and error states; it renders this tab only with the data.
  if (!page.data) return null;
  const event = page.data;
  // The clock during render: server and browser agree but for the seconds around the event's end.
  const now = new Date();
  const over = eventIsOver(event, now);
  const shown = shownSections(event, over);
  const sections = sectionsOf(event, shown);
  return (
    <div className="container event-overview">
      <nav className="event-toc" aria-label={t`Sections`}>
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{i18n._(s.label)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="event-overview__body">
        <RacesSection
          event={event}
          over={over}
          resultsPublished={eventResultsPublished(event, now)}
        />
        {shown.options && <OptionsSection event={event} />}
        <AboutSection event={event} />
        {shown.online && <OnlineSection event={event} />}
        {event.startPack && (
          <StartPackSection
            startPack={event.startPack}
            fastIdentification={event.fastIdentification}
          />
        )}
        {event.documents.length > 0 && <DocumentsSection documents={event.documents} />}
        <ContactsSection contacts={event.contacts} />
        {event.beneficiary && <OrganizerSection beneficiary={event.beneficiary} />}
      </div>
    </div>
  );
}
