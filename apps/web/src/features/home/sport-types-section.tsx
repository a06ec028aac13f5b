import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { SPORT_TYPES } from "@reg/domain";
import { sportTypeNames } from "@reg/ui";
import { Link } from "@tanstack/react-router";

/** Every sport the platform hosts (SPEC §3), each a link to the list filtered by it. */
export function SportTypesSection() {
  const { i18n } = useLingui();
  return (
    <section className="section" aria-labelledby="sports-title">
      <div className="section__head">
        <h2 className="section__title" id="sports-title">
          <Trans>Sports</Trans>
        </h2>
      </div>
      <ul className="sport-list">
        {SPORT_TYPES.map((sport) => (
          <li key={sport}>
            <Link
              to="/events/$type"
              params={{ type: "future" }}
              search={{ sportType: sport }}
              className="sport-list__item"
            >
              {i18n._(sportTypeNames[sport])}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
