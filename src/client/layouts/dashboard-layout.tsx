import {
  Bell,
  ChartColumn,
  Gavel,
  Inbox,
  ScrollText,
  UserSearch,
  Bookmark,
  BookPlus,
  Download,
  Flag,
  Heart,
  Library,
  MapPin,
  School,
  Menu,
  MessageCircle,
  MessagesSquare,
  ShieldCheck,
  ShoppingBag,
  UserRound,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { NavLink, Outlet } from 'react-router';
import type { Role } from '../../shared/constants';
import { CORE } from '../../shared/i18n/en/core';
import { NOTIFY } from '../../shared/i18n/en/notify';
import { PARTS } from '../../shared/i18n/en/parts';
import { install, installOffer, onInstallOffer } from '../features/pwa/install';
import { useSession } from '../features/auth/session';
import { useAdminWaiting } from '../features/console/api';
import { useUnreadCount } from '../features/messages/unread';
import { useUnreadNotifications } from '../features/notifications/api';
import { texts } from '../i18n';
import { formatNumber } from '../i18n/format';

const t = texts(CORE);
const tp = texts(PARTS);
const tn = texts(NOTIFY);

type MenuItem = {
  to: string;
  /** The key of its name. */
  label: keyof typeof PARTS;
  icon: ComponentType<{ className?: string }>;
  /** Whether only the address itself marks it current (not the addresses under it). */
  end?: boolean;
  /** Shown beside it when above 0: unread messages, unseen matches, reports waiting. */
  count?: number;
  /** What the count counts, for a screen reader: unread, unless said. */
  counts?: 'unread' | 'waiting';
};

/** Spec §2: the drawer's menu depends on the role. */
const MENUS: Record<Role, MenuItem[]> = {
  admin: [
    { to: '/dashboard/overview', label: 'dashboard.overview', icon: ChartColumn },
    { to: '/dashboard/moderation', label: 'dashboard.moderation', icon: Gavel },
    { to: '/dashboard/users', label: 'dashboard.users', icon: UserSearch, end: false },
    { to: '/dashboard/allSellers', label: 'dashboard.sellers', icon: UsersRound },
    { to: '/dashboard/allBuyers', label: 'dashboard.buyers', icon: Users },
    { to: '/dashboard/admins', label: 'dashboard.admins', icon: ShieldCheck },
    { to: '/dashboard/reportedItem', label: 'dashboard.reportedItems', icon: Flag },
    {
      to: '/dashboard/reportedChats',
      label: 'dashboard.reportedChats',
      icon: MessagesSquare,
      end: false,
    },
    { to: '/dashboard/meetupSpots', label: 'dashboard.spots', icon: MapPin },
    { to: '/dashboard/campuses', label: 'dashboard.campuses', icon: School },
    { to: '/dashboard/sellerPayouts', label: 'dashboard.payouts', icon: Wallet },
    { to: '/dashboard/inbox', label: 'dashboard.inbox', icon: Inbox },
    { to: '/dashboard/audit', label: 'dashboard.audit', icon: ScrollText },
  ],
  seller: [
    { to: '/dashboard/addProduct', label: 'dashboard.addProduct', icon: BookPlus },
    { to: '/dashboard/myProducts', label: 'dashboard.myProducts', icon: Library },
    { to: '/dashboard/myBuyers', label: 'dashboard.myBuyers', icon: Users },
    { to: '/dashboard/payouts', label: 'dashboard.payouts', icon: Wallet },
  ],
  buyer: [
    { to: '/dashboard/myOrders', label: 'dashboard.myOrders', icon: ShoppingBag },
    { to: '/dashboard/myWishLists', label: 'dashboard.wishlists', icon: Heart },
  ],
};

export function DashboardLayout() {
  const { data: user } = useSession();
  const waiting = useAdminWaiting(user?.role === 'admin');
  // On a phone the menu is a drawer, opened and closed by real buttons; choosing a page, Escape or
  // a tap beside it closes it, and focus goes back to where it was.
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('a')?.focus();
  }, [open]);
  const unread = useUnreadCount().data ?? 0;
  const notified = useUnreadNotifications().data;
  // Where the browser offers to install Boipoka, the menu says so; nothing asks by itself.
  const installable = useSyncExternalStore(onInstallOffer, installOffer, () => null) !== null;
  const items: MenuItem[] = [
    { to: '/dashboard', label: 'dashboard.profile', icon: UserRound },
    // A buyer who started selling has both menus: the role they signed up with first.
    ...(user
      ? user.roles.flatMap((role) =>
          MENUS[role].map((item) =>
            item.to === '/dashboard/moderation'
              ? { ...item, count: waiting.moderation, counts: 'waiting' as const }
              : item.to === '/dashboard/inbox'
                ? { ...item, count: waiting.inbox }
                : item,
          ),
        )
      : []),
    // Buyers and sellers talk with each other; an admin reads the reported conversations instead.
    ...(user && user.role !== 'admin'
      ? [
          {
            to: '/dashboard/messages',
            label: 'dashboard.messages' as const,
            icon: MessageCircle,
            end: false,
            count: unread,
          },
          {
            to: '/dashboard/notifications',
            label: 'dashboard.notifications' as const,
            icon: Bell,
            count: notified?.unread ?? 0,
          },
          {
            to: '/dashboard/wanted',
            label: 'dashboard.wanted' as const,
            icon: Bookmark,
            count: notified?.wanted ?? 0,
          },
        ]
      : []),
  ];
  return (
    <div className="drawer mx-auto max-w-7xl lg:drawer-open">
      <input
        id="dashboard-drawer"
        type="checkbox"
        className="drawer-toggle"
        tabIndex={-1}
        aria-hidden="true"
        checked={open}
        readOnly
      />
      <div className="drawer-content min-w-0 px-4 py-6">
        <button
          ref={opener}
          type="button"
          className="btn btn-outline mb-4 min-h-11 lg:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen(true)}
        >
          <Menu className="size-4" aria-hidden="true" /> {tp('dashboard.menu')}
        </button>
        <Outlet />
      </div>
      {/* Only its opacity fades: were its visibility eased too, the menu could not take focus the
          moment it opens. From the desktop breakpoint up the column runs the page's whole length
          (its paper with it) and the menu inside it stays in view as the page scrolls. */}
      <div
        className="drawer-side z-40 [transition-property:opacity] lg:static lg:z-auto lg:h-auto"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
      >
        {/* A tap beside the open menu closes it; keyboard users have Escape and the Close button. */}
        <div aria-hidden="true" className="drawer-overlay" onClick={close} />
        <nav
          ref={menu}
          id="dashboard-menu"
          aria-label={t('nav.dashboard')}
          className="min-h-full w-64 border-r border-base-300 bg-base-200 p-4"
        >
          <div className="lg:sticky lg:top-4">
            <div className="flex items-center justify-between px-3 pb-2">
              <p className="text-xs font-semibold tracking-wide text-base-content/80 uppercase">
                {t('nav.dashboard')}
              </p>
              <button type="button" className="btn btn-ghost min-h-11 lg:hidden" onClick={close}>
                {tp('dashboard.close')}
              </button>
            </div>
            <ul className="menu w-full gap-1 p-0">
              {items.map(({ to, label, icon: Icon, end = true, count = 0, counts = 'unread' }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) => `min-h-11 ${isActive ? 'menu-active' : ''}`}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {tp(label)}
                    {count > 0 && (
                      <span className="badge badge-primary badge-sm ms-auto">
                        {formatNumber(count)}
                        <span className="sr-only">
                          {' '}
                          {counts === 'waiting' ? tp('dashboard.waiting') : t('common.unread')}
                        </span>
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
              {installable && (
                <li>
                  <button type="button" className="min-h-11" onClick={() => void install()}>
                    <Download className="size-4" aria-hidden="true" />
                    {tn('app.install')}
                  </button>
                </li>
              )}
            </ul>
          </div>
        </nav>
      </div>
    </div>
  );
}
