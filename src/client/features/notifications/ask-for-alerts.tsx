import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { NOTIFY } from '../../../shared/i18n/en/notify';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { turnOnAlerts } from './device';
import { useDeviceAlerts } from './device-alerts';

const t = texts(NOTIFY);
/** Once declined here, not asked again on this device for a month. */
const DECLINED = 'boipoka:alerts-declined';
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;
const declinedLately = () => Date.now() - Number(localStorage.getItem(DECLINED) ?? 0) < MONTH_MS;

/**
 * "Get told when the seller answers?": asked after someone wrote or booked, when the question
 * explains itself, never on arrival; only where the browser can show alerts and has not been
 * asked already.
 */
export function AskForAlerts({ answering }: { answering: 'seller' | 'buyer' }) {
  const [state, setState] = useDeviceAlerts();
  const [hidden, setHidden] = useState(declinedLately);
  const [busy, setBusy] = useState(false);
  if (hidden || state !== 'off' || Notification.permission !== 'default') return null;
  const yes = async () => {
    setBusy(true);
    try {
      const next = await turnOnAlerts();
      setState(next);
      if (next === 'on') toast.success(t('notify.deviceDone'));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const no = () => {
    localStorage.setItem(DECLINED, String(Date.now()));
    setHidden(true);
  };
  return (
    <div
      role="group"
      aria-label={t(answering === 'seller' ? 'notify.ask.seller' : 'notify.ask.buyer')}
      className="alert alert-info alert-soft flex flex-wrap items-center gap-2 p-3"
    >
      <BellRing className="size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-40 flex-1">
        <p className="font-medium">
          {t(answering === 'seller' ? 'notify.ask.seller' : 'notify.ask.buyer')}
        </p>
        <p className="text-sm">{t('notify.ask.why')}</p>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-sm min-h-11"
        disabled={busy}
        onClick={() => void yes()}
      >
        {t('notify.ask.yes')}
      </button>
      <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={no}>
        {t('notify.ask.no')}
      </button>
    </div>
  );
}
