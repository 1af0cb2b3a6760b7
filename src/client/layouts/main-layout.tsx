import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { CORE } from '../../shared/i18n/en/core';
import { Footer } from '../components/footer';
import { Navbar } from '../components/navbar';
import { LiveEvents } from '../features/messages/live';
import { Spinner } from '../components/spinner';
import { texts } from '../i18n';
import { PageReady } from '../page-ready';
import { RouteErrorPage } from '../pages/route-error-page';

const t = texts(CORE);

/** A new page starts at its top, or at the section its #hash names. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function MainLayout() {
  const { pathname } = useLocation();
  useScrollOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="btn btn-sm btn-primary sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        {t('nav.skip')}
      </a>
      <Navbar />
      <LiveEvents />
      {/* At least a screen high: the footer stays below the fold while a page's code loads. */}
      <main id="main" className="min-h-screen flex-1">
        {/* A page that fails (or whose code cannot load) shows the route error page; moving on clears it. */}
        <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[pathname]}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
            <PageReady />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
