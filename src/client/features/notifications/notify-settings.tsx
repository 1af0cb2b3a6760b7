import {
  EMAILED_KINDS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
} from '../../../shared/constants';
import { NOTIFY } from '../../../shared/i18n/en/notify';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { useNotifyChoices, useSaveNotifyChoices } from './api';
import { DeviceAlertsSwitch } from './device-alerts';

const t = texts(NOTIFY);

/** My Profile's switches: each kind of notification by alert and by e-mail, and this device. */
export function NotifySettings() {
  const choices = useNotifyChoices();
  const save = useSaveNotifyChoices(() => toast.success(t('notify.saved')));
  return (
    <section
      id="notify-settings"
      aria-labelledby="notify-settings-title"
      className="mt-2 grid w-full gap-3 rounded-box border border-base-300 p-4 text-left"
    >
      <h2 id="notify-settings-title" className="font-semibold">
        {t('notify.settings')}
      </h2>
      <p className="text-sm text-base-content/75">{t('notify.settingsHelp')}</p>
      <DeviceAlertsSwitch />
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t('notify.settings')}</span>
            </th>
            {NOTIFICATION_CHANNELS.map((way) => (
              <th key={way} scope="col" className="text-center">
                {t(`notify.way.${way}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="font-normal">
                {t(`notify.kind.${kind}`)}
              </th>
              {NOTIFICATION_CHANNELS.map((way) =>
                way === 'email' && !EMAILED_KINDS.includes(kind) ? (
                  <td key={way} className="p-0 text-center text-base-content/50">
                    <span aria-label={t('notify.noEmail')}>—</span>
                  </td>
                ) : (
                  <td key={way} className="p-0 text-center">
                    {/* The whole cell's middle is the box's target: 44 px on a phone. */}
                    <label className="inline-grid size-11 cursor-pointer place-items-center">
                      <input
                        type="checkbox"
                        className="checkbox checkbox-primary"
                        aria-label={`${t(`notify.kind.${kind}`)}: ${t(`notify.way.${way}`)}`}
                        checked={choices.data?.[kind][way] ?? true}
                        disabled={!choices.data || save.isPending}
                        onChange={(event) =>
                          save.mutate({ [kind]: { [way]: event.target.checked } })
                        }
                      />
                    </label>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
