import { Link } from 'react-router';
import { APP_NAME, APP_TAGLINE } from '../../shared/constants';
import logoUrl from '../assets/logo.svg';

const COLUMNS = [
  { title: 'Services', links: ['Branding', 'Design', 'Marketing', 'Advertisement'] },
  { title: 'Company', links: ['About us', 'Contact', 'Jobs', 'Press kit'] },
  { title: 'Legal', links: ['Terms of use', 'Privacy policy', 'Cookie policy'] },
];

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
          <p className="text-lg font-bold">{APP_NAME}</p>
          <p>{APP_TAGLINE}</p>
        </aside>
        {COLUMNS.map((column) => (
          // Two columns of 44 px rows on a phone: each link a target a thumb can hit.
          <nav
            key={column.title}
            aria-label={column.title}
            className="max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-0"
          >
            <h2 className="footer-title max-sm:col-span-2">{column.title}</h2>
            {column.links.map((label) => (
              <Link key={label} to="/" className="link link-hover max-sm:min-w-11 max-sm:py-3">
                {label}
              </Link>
            ))}
          </nav>
        ))}
      </div>
    </footer>
  );
}
