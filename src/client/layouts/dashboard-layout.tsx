import {
  BookPlus,
  Flag,
  Heart,
  Library,
  Menu,
  ShoppingBag,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { NavLink, Outlet } from 'react-router';
import type { Role } from '../../shared/constants';
import { useSession } from '../features/auth/session';

type MenuItem = { to: string; label: string; icon: ComponentType<{ className?: string }> };

/** Spec §2: the drawer's menu depends on the role. */
const MENUS: Record<Role, MenuItem[]> = {
  admin: [
    { to: '/dashboard/allSellers', label: 'All Sellers', icon: UsersRound },
    { to: '/dashboard/allBuyers', label: 'All Buyers', icon: Users },
    { to: '/dashboard/reportedItem', label: 'Reported Items', icon: Flag },
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
  // On a phone the menu is a drawer; choosing a page closes it.
  const [open, setOpen] = useState(false);
  const items = [
    { to: '/dashboard', label: 'My Profile', icon: UserRound },
    ...(user ? MENUS[user.role] : []),
  ];
  return (
    <div className="drawer mx-auto max-w-7xl lg:drawer-open">
      <input
        id="dashboard-drawer"
        type="checkbox"
        className="drawer-toggle"
        aria-label="Show the dashboard menu"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
      />
      <div className="drawer-content px-4 py-6">
        <label htmlFor="dashboard-drawer" className="btn btn-outline btn-sm mb-4 lg:hidden">
          <Menu className="size-4" aria-hidden="true" /> Dashboard menu
        </label>
        <Outlet />
      </div>
      <div className="drawer-side z-40 lg:z-auto">
        {/* A click beside the open menu closes it; keyboard users have the Close button. */}
        <label htmlFor="dashboard-drawer" aria-hidden="true" className="drawer-overlay" />
        <nav
          aria-label="Dashboard"
          className="min-h-full w-64 border-r border-base-300 bg-base-200 p-4"
        >
          <div className="flex items-center justify-between px-3 pb-2">
            <p className="text-xs font-semibold tracking-wide text-base-content/80 uppercase">
              Dashboard
            </p>
            <label htmlFor="dashboard-drawer" className="btn btn-ghost btn-xs lg:hidden">
              Close
            </label>
          </div>
          <ul className="menu w-full gap-1 p-0">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  onClick={() => setOpen(false)}
                  className={({ isActive }) => (isActive ? 'menu-active' : '')}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
