import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useCopy } from "../clipboard/use-copy";

/**
 * The captain's invitation: the join code and the share link, each with a copy button, and a new
 * code (the old one stops working at once, so a leaked link lets nobody else in).
 */
export function TeamInvite(props: {
  joinCode: string;
  shareLink: string | null;
  busy: boolean;
  onRegenerate: () => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { copied, copy } = useCopy<"code" | "link">();
  return (
    <section className="team-invite" aria-labelledby={headingId}>
      <h3 className="team-invite__title" id={headingId}>
        <Trans>Invite the team</Trans>
      </h3>
      <p className="team-invite__text">
        <Trans>
          Send the code or the link to your team: each member joins and pays their own share.
        </Trans>
      </p>
      <dl className="team-invite__items">
        <div className="team-invite__item">
          <dt>
            <Trans>Join code</Trans>
          </dt>
          <dd>
            <code className="team-invite__code" data-testid="join-code">
              {props.joinCode}
            </code>
            <button
              type="button"
              className="btn btn--secondary"
              aria-label={t`Copy the join code`}
              onClick={() => void copy("code", props.joinCode)}
            >
              <Trans>Copy</Trans>
            </button>
          </dd>
        </div>
        {props.shareLink !== null && (
          <div className="team-invite__item">
            <dt>
              <Trans>Share link</Trans>
            </dt>
            <dd>
              <span className="team-invite__link" data-testid="share-link">
                {props.shareLink}
              </span>
              <button
                type="button"
                className="btn btn--secondary"
                aria-label={t`Copy the share link`}
                onClick={() => void copy("link", props.shareLink ?? "")}
              >
                <Trans>Copy</Trans>
              </button>
            </dd>
          </div>
        )}
      </dl>
      <p className="team-invite__status" role="status">
        {copied === "code" && <Trans>The code is copied.</Trans>}
        {copied === "link" && <Trans>The link is copied.</Trans>}
      </p>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={props.busy}
        aria-busy={props.busy}
        onClick={props.onRegenerate}
      >
        {props.busy && <span className="btn__spinner" aria-hidden="true" />}
        <Trans>Make a new code</Trans>
      </button>
      <p className="team-invite__hint">
        <Trans>The old code and link stop working at once; members already in the team stay.</Trans>
      </p>
    </section>
  );
}
