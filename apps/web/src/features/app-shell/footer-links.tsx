import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { selectUser, useAppSelector } from "@reg/front";
import { Link, type LinkOptions } from "@tanstack/react-router";

interface FooterColumn {
  title: MessageDescriptor;
  /** `signedIn`: shown to a signed-in person only (a visitor has nothing there yet). */
  links: { label: MessageDescriptor; link: LinkOptions; signedIn?: true }[];
}

/** The footer's site map as one table: every portal page a person may look for, in three columns. */
const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: msg`Participants`,
    links: [
      { label: msg`Events`, link: { to: "/events/$type", params: { type: "future" } } },
      { label: msg`Events rating`, link: { to: "/Home/EventsRating" } },
      { label: msg`Championships`, link: { to: "/championships" } },
      { label: msg`Clubs`, link: { to: "/clubs" } },
      { label: msg`For participants`, link: { to: "/Home/About/participants" } },
      { label: msg`My account`, link: { to: "/account" } },
      { label: msg`Trainings`, link: { to: "/account/trainings" }, signedIn: true },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { label: msg`About us`, link: { to: "/Home/About" } },
      { label: msg`For organizers`, link: { to: "/Home/About/organizers" } },
      { label: msg`Careers`, link: { to: "/Careers" } },
      { label: msg`Contacts`, link: { to: "/Contacts" } },
    ],
  },
  {
    title: msg`Partners`,
    links: [
      { label: msg`Corporate clients`, link: { to: "/corp-client" } },
      { label: msg`New Charity Movement`, link: { to: "/nbd" } },
      { label: msg`Hotels with Ostrovok`, link: { to: "/ostrovok" } },
    ],
  },
];

export function FooterLinks() {
  const { i18n } = useLingui();
  const signedIn = useAppSelector(selectUser)?.isAuthorized === true;
  return (
    <nav className="site-footer__links" aria-label={i18n._(msg`Site map`)}>
      {FOOTER_COLUMNS.map((column) => (
        <div key={column.title.id}>
          <p className="site-footer__title">{i18n._(column.title)}</p>
          <ul>
            {column.links
              .filter((entry) => signedIn || entry.signedIn !== true)
              .map((entry) => (
                <li key={entry.label.id}>
                  <Link {...entry.link}>{i18n._(entry.label)}</Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
