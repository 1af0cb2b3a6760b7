import { CORE } from '../../shared/i18n/en/core';
import { texts } from '../i18n';

const t = texts(CORE);

export function Spinner({ label = t('common.loading') }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
