import type { CampusTag } from '../../../shared/schemas/campuses';
import { currentLocale } from '../../i18n';
import { campusShort } from './match';

/** A book's campus by its short name, in the reader's language (DU, ঢাবি). */
export function CampusBadge({ campus }: { campus: CampusTag }) {
  return (
    <span className="badge badge-ghost badge-sm shrink-0 font-medium">
      {campusShort(campus, currentLocale())}
    </span>
  );
}
