import { Link } from 'react-router';
import { CORE } from '../../shared/i18n/en/core';
import logoUrl from '../assets/logo.svg?no-inline';
import { texts } from '../i18n';
import { LanguageSwitch } from '../i18n/language-switch';
import { appName, appTagline } from '../i18n/names';

const t = texts(CORE);

const COLUMNS = [
  {
    title: 'footer.services',
    links: ['footer.branding', 'footer.design', 'footer.marketing', 'footer.ads'],
  },
  {
    title: 'footer.company',
    links: ['footer.about', 'footer.contact', 'footer.jobs', 'footer.press'],
  },
  { title: 'footer.legal', links: ['footer.terms', 'footer.privacy', 'footer.cookies'] },
] as const;

export function Footer() {
  return (
    <footer className="bg-neutral text-neutral-content">
      <div className="footer mx-auto max-w-7xl p-10 sm:footer-horizontal">
        <aside className="gap-3">
          <img
            src={logoUrl}
            alt=""
            width={48}
            height={48}
            className="size-12 rounded-lg bg-base-100 p-1"
          />
          <p className="text-lg font-bold">{appName()}</p>
          <p>{appTagline()}</p>
          <LanguageSwitch className="-ms-3 btn-neutral text-neutral-content" />
        </aside>
        {COLUMNS.map((column) => (
          // Two columns of 44 px rows on a phone: each link a target a thumb can hit.
          <nav
            key={column.title}
            aria-label={t(column.title)}
            className="max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-0"
          >
            <h2 className="footer-title max-sm:col-span-2">{t(column.title)}</h2>
            {column.links.map((label) => (
              <Link key={label} to="/" className="link link-hover max-sm:min-w-11 max-sm:py-3">
                {t(label)}
              </Link>
            ))}
          </nav>
        ))}
      </div>
    </footer>
  );
}
