import { LogOut, Menu, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CORE } from '../../shared/i18n/en/core';
import { useSession, useSignOut } from '../features/auth/session';
import { useUnreadCount } from '../features/messages/unread';
import { texts } from '../i18n';
import { formatNumber } from '../i18n/format';
import { LanguageSwitch } from '../i18n/language-switch';
import { Logo } from './logo';

const t = texts(CORE);
/** The bell, for someone signed in: a visitor's page never loads it. */
const NotificationBell = lazy(() => import('../features/notifications/bell'));

type NavItem = { to: string; label: keyof typeof CORE; count?: number };

const PUBLIC_LINKS: NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/categories', label: 'nav.categories' },
  { to: '/blogs', label: 'nav.blogs' },
  { to: '/about', label: 'nav.about' },
];

export function Navbar() {
  const { data: user, isPending } = useSession();
  const signOut = useSignOut('/');
  const unread = useUnreadCount().data ?? 0;

  const account: NavItem[] = isPending
    ? []
    : user
      ? [
          ...(user.role === 'admin'
            ? []
            : [{ to: '/dashboard/messages', label: 'nav.messages' as const, count: unread }]),
          { to: '/dashboard', label: 'nav.dashboard' },
        ]
      : [{ to: '/login', label: 'nav.login' }];
  const links = [...PUBLIC_LINKS, ...account];
  const logout = () => signOut.mutate();

  const items = (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/' || link.to === '/dashboard'}
            className={({ isActive }) => `relative ${isActive ? 'menu-active' : ''}`}
          >
            {t(link.label)}
            {/* Over the link's corner, so the menu does not move when it comes or goes. */}
            {link.count ? (
              <span className="badge badge-primary badge-xs absolute -top-1 -right-1">
                {formatNumber(link.count)}
                <span className="sr-only"> {t('common.unread')}</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
      {/* Holds the place of Login while the session is asked for, so the menu does not move. */}
      {isPending && (
        <li aria-hidden="true" className="invisible">
          <span>{t('nav.login')}</span>
        </li>
      )}
      {user && (
        <li>
          <button type="button" onClick={logout} disabled={signOut.isPending}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('nav.logout')}
          </button>
        </li>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur">
      {/* On a phone the search has a row of its own, under the logo, the language and the menu. */}
      <nav
        className="navbar mx-auto max-w-7xl flex-wrap gap-x-2 gap-y-1 px-4 max-sm:pb-3"
        aria-label={t('nav.main')}
      >
        <Logo className="mr-auto min-h-11 shrink-0" />
        <SearchBox />
        <ul className="menu menu-horizontal hidden gap-0.5 px-1 font-medium lg:flex">{items}</ul>
        {user && user.role !== 'admin' && (
          <Suspense fallback={<span className="size-11" />}>
            <NotificationBell />
          </Suspense>
        )}
        <LanguageSwitch className="px-2" />
        <div className="dropdown dropdown-end lg:hidden">
          <button
            type="button"
            className="btn btn-ghost btn-square relative size-11"
            aria-label={
              unread > 0 ? t('nav.menuUnread', { count: formatNumber(unread) }) : t('nav.menu')
            }
          >
            <Menu className="size-6" aria-hidden="true" />
            {unread > 0 && (
              <span
                className="badge badge-primary badge-xs absolute top-1 right-1"
                aria-hidden="true"
              >
                {formatNumber(unread)}
              </span>
            )}
          </button>
          <ul className="menu dropdown-content z-40 mt-3 w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg [&>li>*]:min-h-11 [&>li>*]:content-center">
            {items}
          </ul>
        </div>
      </nav>
    </header>
  );
}

/** Search from any page; the results page keeps the words in its URL, and the box shows them. */
function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const searched = pathname === '/search' ? (params.get('q') ?? '') : '';
  return (
    <form
      role="search"
      aria-label={t('nav.searchBooks')}
      className="join order-last w-full sm:order-none sm:w-auto"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q')?.toString().trim();
        navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
      }}
    >
      <input
        // Made again when the words searched change (a new search, Back), so it shows them.
        key={searched}
        name="q"
        type="search"
        aria-label={t('nav.searchBooks')}
        placeholder={t('nav.searchBooks')}
        defaultValue={searched}
        className="input join-item h-11 min-w-0 flex-1 sm:input-sm sm:h-8 sm:w-44 sm:flex-none lg:w-32 xl:w-44"
      />
      <button
        type="submit"
        className="btn btn-primary btn-square join-item size-11 sm:btn-sm sm:size-8"
        aria-label={t('nav.search')}
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
