import { BadgeCheck } from 'lucide-react';
import { PARTS } from '../../shared/i18n/en/parts';
import { texts } from '../i18n';

const t = texts(PARTS);

/** The blue tick shown beside a verified seller's name, wherever the name appears. */
export function VerifiedTick({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span className="inline-flex align-middle text-info" title={t('common.verified')}>
      <BadgeCheck className="size-5" aria-hidden="true" />
      <span className="sr-only">{t('common.verifiedSr')}</span>
    </span>
  );
}
