import { Link } from 'react-router';
import logoUrl from '../assets/logo.svg?no-inline';
import { appName } from '../i18n/names';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`flex items-center gap-2 text-xl font-extrabold tracking-tight ${className}`}
    >
      <img src={logoUrl} alt="" width={36} height={36} className="size-9" />
      <span>{appName()}</span>
    </Link>
  );
}
