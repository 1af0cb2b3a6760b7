import { GraduationCap } from 'lucide-react';
import { PARTS } from '../../../shared/i18n/en/parts';
import { texts } from '../../i18n';

const t = texts(PARTS);

/** "Verified student": the person confirmed a university address of their campus this year. */
export function StudentBadge({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <span className="badge badge-sm gap-1 border-success/40 bg-success/10 text-success">
      <GraduationCap className="size-3.5" aria-hidden="true" />
      {t('common.verifiedStudent')}
    </span>
  );
}
