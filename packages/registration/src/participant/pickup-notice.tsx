import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PickupDocument } from "@reg/domain";

const DOCUMENT_NAMES: Record<PickupDocument, MessageDescriptor> = {
  medicalCertificate: msg`medical certificate`,
  insurancePolicy: msg`insurance policy`,
  identityDocument: msg`identity document`,
};

/**
 * SPEC §5: for each of the medical certificate, insurance policy and identity document not
 * provided online, the original must be brought to the start-pack pickup. `missing` is the
 * domain's originalsNeededAtPickup (the cart answers it too).
 */
export function PickupNotice(props: { missing: readonly PickupDocument[] }) {
  const { i18n } = useLingui();
  const missing = props.missing;
  if (missing.length === 0) return null;
  return (
    <div className="notice notice--info" role="note">
      <p className="notice__title">
        <Trans>Bring the originals to the start-pack pickup</Trans>
      </p>
      <p>
        <Trans>These were not provided online, so the original is needed at pickup:</Trans>
      </p>
      <ul className="notice__list">
        {missing.map((document) => (
          <li key={document}>{i18n._(DOCUMENT_NAMES[document])}</li>
        ))}
      </ul>
    </div>
  );
}
