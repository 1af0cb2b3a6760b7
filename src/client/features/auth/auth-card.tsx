import type { ReactNode } from 'react';
import { ACCOUNT } from '../../../shared/i18n/en/account';
import { PageTitle } from '../../components/page-title';
import { texts } from '../../i18n';

const t = texts(ACCOUNT);

/** The frame of the Login and Sign Up pages: title, form, the auth error in red, then the rest. */
export function AuthCard({
  title,
  description,
  error,
  children,
  footer,
}: {
  title: string;
  description: string;
  error?: string | null;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <PageTitle title={title} description={description} />
      <h1 className="text-center text-4xl font-bold">{title}</h1>
      <div className="card card-border border-base-300 bg-base-100">
        <div className="card-body gap-1">
          {children}
          {error && (
            <p role="alert" className="mt-2 text-center text-error">
              {error}
            </p>
          )}
          {footer && (
            <>
              <div className="divider my-3 text-sm">{t('authCard.or')}</div>
              {footer}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
