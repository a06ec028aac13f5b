import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { selectTenant } from "../store/selectors";
import { useAppSelector } from "../store/store";
import "./layouts.css";

/**
 * Every tenant's footer names its own support address (SPEC §1); the portal adds its columns of
 * links between the site's name and the support column.
 */
export function SiteFooter(props: { note?: ReactNode; name?: ReactNode; links?: ReactNode }) {
  const { info } = useAppSelector(selectTenant);
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div
        className={
          props.links
            ? "container site-footer__grid site-footer__grid--links"
            : "container site-footer__grid"
        }
      >
        <div className="site-footer__about">
          <p className="site-footer__title">
            {props.name ?? info?.name ?? <Trans>Race registration</Trans>}
          </p>
          <p>
            {props.note ?? (
              <Trans>Races, rides, swims and triathlons: find an event and register online.</Trans>
            )}
          </p>
          <p>© {year}</p>
        </div>
        {props.links}
        {info?.supportEmail && (
          <div className="site-footer__support">
            <p className="site-footer__title">
              <Trans>Support</Trans>
            </p>
            <a href={`mailto:${info.supportEmail}`}>{info.supportEmail}</a>
            <p>
              <Trans>We reply Monday to Friday, Moscow time</Trans>
            </p>
          </div>
        )}
      </div>
    </footer>
  );
}
