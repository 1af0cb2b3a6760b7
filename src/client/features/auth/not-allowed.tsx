import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { CORE } from '../../../shared/i18n/en/core';
import { PageTitle } from '../../components/page-title';
import { texts } from '../../i18n';

const t = texts(CORE);

export function NotAllowed() {
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center" role="alert">
      <PageTitle title={t('auth.guard.title')} />
      <ShieldAlert className="size-14 text-error" aria-hidden="true" />
      <h1 className="text-3xl font-bold">{t('auth.guard.heading')}</h1>
      <p className="max-w-md text-base-content/75">{t('auth.guard.text')}</p>
      <Link to="/dashboard" className="btn btn-primary">
        {t('auth.guard.back')}
      </Link>
    </section>
  );
}
