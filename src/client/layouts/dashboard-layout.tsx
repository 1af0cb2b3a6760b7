import {
  Bell,
  BookPlus,
  Flag,
  Heart,
  Library,
  MapPin,
  Menu,
  MessageCircle,
  MessagesSquare,
  ShieldCheck,
  ShoppingBag,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { NavLink, Outlet } from 'react-router';
import type { Role } from '../../shared/constants';
import { useSession } from '../features/auth/session';
import { useUnreadCount } from '../features/messages/unread';
import { useUnreadNotifications } from '../features/wanted/queries';

type MenuItem = {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  /** Whether only the address itself marks it current (not the addresses under it). */
  end?: boolean;
  /** Shown beside it when above 0: unread messages, unseen matches. */
  count?: number;
};

/** Spec §2: the drawer's menu depends on the role. */
const MENUS: Record<Role, MenuItem[]> = {
  admin: [
    { to: '/dashboard/allSellers', label: 'All Sellers', icon: UsersRound },
    { to: '/dashboard/allBuyers', label: 'All Buyers', icon: Users },
    { to: '/dashboard/admins', label: 'Admins', icon: ShieldCheck },
    { to: '/dashboard/reportedItem', label: 'Reported Items', icon: Flag },
    { to: '/dashboard/reportedChats', label: 'Reported Chats', icon: MessagesSquare, end: false },
    { to: '/dashboard/meetupSpots', label: 'Meet-up Spots', icon: MapPin },
  ],
  seller: [
    { to: '/dashboard/addProduct', label: 'Add A Product', icon: BookPlus },
    { to: '/dashboard/myProducts', label: 'My Products', icon: Library },
    { to: '/dashboard/myBuyers', label: 'My Buyers', icon: Users },
  ],
  buyer: [
    { to: '/dashboard/myOrders', label: 'My Orders', icon: ShoppingBag },
    { to: '/dashboard/myWishLists', label: 'My WishLists', icon: Heart },
  ],
};

export function DashboardLayout() {
  const { data: user } = useSession();
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
  const party = user !== undefined && user !== null && user.role !== 'admin';
  const matches = useUnreadNotifications(party).data?.unread ?? 0;
  const items: MenuItem[] = [
    { to: '/dashboard', label: 'My Profile', icon: UserRound },
    ...(user ? MENUS[user.role] : []),
    // Buyers and sellers talk with each other; an admin reads the reported conversations instead.
    ...(user && user.role !== 'admin'
      ? [
          {
            to: '/dashboard/messages',
            label: 'Messages',
            icon: MessageCircle,
            end: false,
            count: unread,
          },
          { to: '/dashboard/wanted', label: 'Wanted', icon: Bell, count: matches },
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
          <Menu className="size-4" aria-hidden="true" /> Dashboard menu
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
          aria-label="Dashboard"
          className="min-h-full w-64 border-r border-base-300 bg-base-200 p-4"
        >
          <div className="lg:sticky lg:top-4">
            <div className="flex items-center justify-between px-3 pb-2">
              <p className="text-xs font-semibold tracking-wide text-base-content/80 uppercase">
                Dashboard
              </p>
              <button type="button" className="btn btn-ghost min-h-11 lg:hidden" onClick={close}>
                Close
              </button>
            </div>
            <ul className="menu w-full gap-1 p-0">
              {items.map(({ to, label, icon: Icon, end = true, count = 0 }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) => `min-h-11 ${isActive ? 'menu-active' : ''}`}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                    {count > 0 && (
                      <span className="badge badge-primary badge-sm ms-auto">
                        {count}
                        <span className="sr-only"> unread</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </div>
  );
}
