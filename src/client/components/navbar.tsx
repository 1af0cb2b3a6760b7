import { LogOut, Menu, Search } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { useSession, useSignOut } from '../features/auth/session';
import { Logo } from './logo';

const PUBLIC_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/categories', label: 'Categories' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/about', label: 'About' },
];

export function Navbar() {
  const { data: user, isPending } = useSession();
  const signOut = useSignOut('/');

  const links = [
    ...PUBLIC_LINKS,
    ...(isPending
      ? []
      : user
        ? [{ to: '/dashboard', label: 'Dashboard' }]
        : [{ to: '/login', label: 'Login' }]),
  ];
  const logout = () => signOut.mutate();

  const items = (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            className={({ isActive }) => (isActive ? 'menu-active' : '')}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
      {/* Holds the place of Login while the session is asked for, so the menu does not move. */}
      {isPending && (
        <li aria-hidden="true" className="invisible">
          <span>Login</span>
        </li>
      )}
      {user && (
        <li>
          <button type="button" onClick={logout} disabled={signOut.isPending}>
            <LogOut className="size-4" aria-hidden="true" />
            Logout
          </button>
        </li>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <nav className="navbar mx-auto max-w-7xl px-4" aria-label="Main">
        <div className="navbar-start w-auto shrink-0">
          <Logo />
        </div>
        <div className="navbar-end w-auto flex-1 gap-2">
          <SearchBox />
          <ul className="menu menu-horizontal hidden gap-1 px-1 font-medium lg:flex">{items}</ul>
          <div className="dropdown dropdown-end lg:hidden">
            <button type="button" className="btn btn-ghost btn-square" aria-label="Open menu">
              <Menu className="size-6" aria-hidden="true" />
            </button>
            <ul className="menu dropdown-content z-40 mt-3 w-56 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
              {items}
            </ul>
          </div>
        </div>
      </nav>
    </header>
  );
}

/** Search from any page; the results page keeps the words in its URL. */
function SearchBox() {
  const navigate = useNavigate();
  return (
    <form
      role="search"
      aria-label="Search books"
      className="join"
      onSubmit={(event) => {
        event.preventDefault();
        const q = new FormData(event.currentTarget).get('q')?.toString().trim();
        navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
      }}
    >
      <input
        name="q"
        type="search"
        aria-label="Search books"
        placeholder="Search books"
        className="input input-sm join-item w-28 sm:w-44"
      />
      <button type="submit" className="btn btn-sm btn-primary join-item" aria-label="Search">
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
