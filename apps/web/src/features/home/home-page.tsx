import { Trans } from "@lingui/react/macro";
import { usePageHeadTitle } from "@reg/front";
import { Link } from "@tanstack/react-router";
import { HeroSearch } from "./hero-search";
import { LiveCountBadge } from "./live-count-badge";
import { SportTypesSection } from "./sport-types-section";
import { UpcomingEvents } from "./upcoming-events";
import "../events/page-hero.css";
import "./home.css";

export function HomePage() {
  usePageHeadTitle("home");
  return (
    <>
      <section className="page-hero page-hero--home">
        <div className="container page-hero__inner">
          <LiveCountBadge />
          <h1 className="page-hero__title">
            <Trans>Find your next start</Trans>
          </h1>
          <p className="page-hero__lead">
            <Trans>
              Runs, rides, swims and triathlons across the country. Register online in a couple of
              minutes.
            </Trans>
          </p>
          <HeroSearch />
        </div>
      </section>
      <div className="container">
        <section className="section" aria-labelledby="upcoming-title">
          <div className="section__head">
            <h2 className="section__title" id="upcoming-title">
              <Trans>Upcoming events</Trans>
            </h2>
            <Link to="/events/$type" params={{ type: "future" }} className="section__link">
              <Trans>All events</Trans>
            </Link>
          </div>
          <UpcomingEvents />
        </section>
        <SportTypesSection />
      </div>
    </>
  );
}
