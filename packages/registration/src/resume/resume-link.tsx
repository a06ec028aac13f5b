import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { RegisterSearch } from "../route/register-route";

/**
 * How a person gets back into a registration of theirs: pay an order awaiting payment, continue a
 * draft, or pay an expired order again (that order, by its id, not a new one: decision 0028).
 */
export type ResumeWay =
  { kind: "pay" } | { kind: "continue" } | { kind: "repeatPayment"; registrationId: string };

/** The register route's search that opens the wizard where `way` resumes it. */
export function resumeSearch(way: ResumeWay): RegisterSearch {
  switch (way.kind) {
    case "pay":
      return { step: "payment" };
    case "continue":
      return {};
    case "repeatPayment":
      return { step: "payment", registrationId: way.registrationId };
  }
}

function ResumeLabel(props: { way: ResumeWay }) {
  switch (props.way.kind) {
    case "pay":
      return <Trans>Pay</Trans>;
    case "continue":
      return <Trans>Continue</Trans>;
    case "repeatPayment":
      return <Trans>Repeat payment</Trans>;
  }
}

/**
 * The one Pay / Continue / Repeat payment link of every front (the portal's event page and
 * registration cards, a tenant app's home): the register route of the race, which resumes the
 * registration. Its label is the way's word followed by `suffix` (a visually hidden race name),
 * or `children` where a front words it its own way.
 */
export function ResumeLink(props: {
  way: ResumeWay;
  eventCode: string;
  raceCode: string;
  suffix?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to="/$eventCode/$raceCode/register"
      params={{ eventCode: props.eventCode, raceCode: props.raceCode }}
      search={resumeSearch(props.way)}
      className={props.className ?? "btn btn--primary"}
    >
      {props.children ?? (
        <>
          <ResumeLabel way={props.way} />
          {props.suffix}
        </>
      )}
    </Link>
  );
}
