import { useEffect, useState } from 'react';
import { NOTIFY } from '../../../shared/i18n/en/notify';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { errorText } from '../../i18n/errors';
import { deviceAlerts, turnOffAlerts, turnOnAlerts, type DeviceAlerts } from './device';

const t = texts(NOTIFY);

/** Whether this device gets alerts, read once on showing; null while the browser answers. */
export function useDeviceAlerts() {
  const [state, setState] = useState<DeviceAlerts | null>(null);
  useEffect(() => {
    void deviceAlerts().then(setState);
  }, []);
  return [state, setState] as const;
}

/** This device's alerts, on or off; the browser asks its own question the first time. */
export function DeviceAlertsSwitch() {
  const [state, setState] = useDeviceAlerts();
  const [busy, setBusy] = useState(false);
  if (state === null) return <div className="min-h-11" aria-hidden="true" />;
  if (state === 'unsupported' || state === 'blocked' || state === 'homeScreenFirst')
    return (
      <p className="text-sm text-base-content/75">
        {t(
          state === 'blocked'
            ? 'notify.deviceBlocked'
            : state === 'homeScreenFirst'
              ? 'notify.deviceHomeScreen'
              : 'notify.deviceUnsupported',
        )}
      </p>
    );
  const on = state === 'on';
  const toggle = async () => {
    setBusy(true);
    try {
      const next = on ? await turnOffAlerts() : await turnOnAlerts();
      setState(next);
      if (next === 'on') toast.success(t('notify.deviceDone'));
      if (on && next === 'off') toast.success(t('notify.deviceStopped'));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>{t('notify.device')}</span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="btn btn-outline btn-sm min-h-11"
        disabled={busy}
        onClick={() => void toggle()}
      >
        {t(on ? 'notify.deviceTurnOff' : 'notify.deviceTurnOn')}
        <span className={`badge ${on ? 'badge-primary' : 'badge-ghost'}`}>
          {t(on ? 'notify.deviceOn' : 'notify.deviceOff')}
        </span>
      </button>
    </div>
  );
}
