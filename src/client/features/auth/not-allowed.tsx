import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';

export function NotAllowed() {
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center" role="alert">
      <PageTitle title="Not allowed" />
      <ShieldAlert className="size-14 text-error" aria-hidden="true" />
      <h1 className="text-3xl font-bold">You are not allowed to see this page</h1>
      <p className="max-w-md text-base-content/75">
        This page is for another kind of account. Your own pages are in your dashboard menu.
      </p>
      <Link to="/dashboard" className="btn btn-primary">
        Back to my dashboard
      </Link>
    </section>
  );
}
