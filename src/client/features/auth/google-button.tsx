import { useQuery } from '@tanstack/react-query';
import { ACCOUNT } from '../../../shared/i18n/en/account';
import { siteConfigQuery } from '../../api/site-config';
import { texts } from '../../i18n';
import { errorText, messageText } from '../../i18n/errors';
import { useGoogleSignIn } from './api';

const t = texts(ACCOUNT);

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.1 5.5c4.2-3.9 7.2-9.6 7.2-17z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.1-5.5c-2 1.3-4.6 2.1-8.8 2.1-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/** 'Continue with Google', or a plain word that it is not set up here (instead of failing). */
export function GoogleButton({ returnTo }: { returnTo: string }) {
  const { data: config } = useQuery(siteConfigQuery);
  const start = useGoogleSignIn(returnTo);
  const available = config?.googleSignIn === true;
  return (
    <div className="space-y-1">
      <button
        type="button"
        className="btn w-full border-base-300 bg-base-100"
        disabled={!available || start.isPending}
        onClick={() => start.mutate()}
        aria-describedby={config && !available ? 'google-unavailable' : undefined}
      >
        <GoogleMark />
        {t('google.continue')}
      </button>
      {/* The line is kept while the answer is awaited, so nothing below it moves. */}
      <p id="google-unavailable" className="min-h-5 text-center text-sm text-base-content/70">
        {config && !available && messageText('googleNotConfigured')}
      </p>
      {start.error && (
        <p role="alert" className="text-center text-sm text-error">
          {errorText(start.error)}
        </p>
      )}
    </div>
  );
}
