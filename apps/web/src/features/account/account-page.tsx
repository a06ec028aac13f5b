import { Trans } from "@lingui/react/macro";
import { selectUser, SignOutButton, useAppSelector, usePageHeadTitle } from "@reg/front";
import { displayName, initials } from "@reg/ui";
import { FamilyGroupPanel } from "@reg/registration";
import { Link } from "@tanstack/react-router";
import { GiftsSection } from "../gifts/gifts-section";
import { TaxSection } from "../tax/tax-section";
import { TrainingsSection } from "../trainings/trainings-section";
import { MyRegistrations } from "./my-registrations";
import "./account.css";

/** The signed-in person, their registrations and a way out. */
export function AccountPage() {
  const user = useAppSelector(selectUser);
  usePageHeadTitle("account");
  if (!user) return null;
  const name = displayName(user);

  return (
    <div className="container page">
      <h1 className="page__title">
        <Trans>My account</Trans>
      </h1>
      <section className="card card--padded profile-card" aria-labelledby="profile-name">
        <span className="avatar avatar--large" aria-hidden="true">
          {initials(user)}
        </span>
        <div className="profile-card__body">
          <h2 className="profile-card__name" id="profile-name">
            {name ?? <Trans>Participant</Trans>}
          </h2>
          {user.email && (
            <p className="profile-card__email">
              <span className="visually-hidden">
                <Trans>E-mail</Trans>:{" "}
              </span>
              {user.email}
            </p>
          )}
        </div>
        <div className="profile-card__actions">
          <Link to="/account/profile" className="btn btn--primary">
            <Trans>Edit my profile</Trans>
          </Link>
          <SignOutButton className="btn btn--secondary" />
        </div>
      </section>
      <FamilyGroupPanel />
      <MyRegistrations />
      <TrainingsSection />
      <GiftsSection />
      <TaxSection />
    </div>
  );
}
