import { Trans } from "@lingui/react/macro";

/**
 * The hero's line for an event whose participation qualifies for the tax deduction (issue 10):
 * in a calendar plan, organizer on the Ministry of Sport's list for the event's year. Nothing
 * otherwise — the page does not list what an event lacks. Once the event is over its participants
 * still claim the deduction (the year after), so the line stays, worded for them rather than as a
 * reason to register.
 */
export function TaxDeductionFact({ qualifies, over }: { qualifies: boolean; over: boolean }) {
  if (!qualifies) return null;
  return (
    <span className="event-tax-fact">
      {/* A plain link: the page has its own layout behind login, so a full load costs nothing. */}
      <a href="/tax-deduction">
        {over ? (
          <Trans>Participants can claim the tax deduction</Trans>
        ) : (
          <Trans>Participation qualifies for the tax deduction</Trans>
        )}
      </a>
    </span>
  );
}
