import { CAMPUS } from '../../../shared/i18n/en/campus';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';
import { CampusPicker } from '../campuses/campus-picker';
import { useSaveSettings, useSettings } from './api';

const c = texts(CAMPUS);

/**
 * The campus they study at, where their lists, books and meet-ups start: changed from the list,
 * saved at once. `prompt`: the question that asks it where it is missing (a Google sign-up's first
 * booking or book); without one it is My Profile's field.
 */
export function CampusChoice({ prompt }: { prompt?: string }) {
  const settings = useSettings();
  const save = useSaveSettings(() => toast.success(c('campus.saved')));
  const value = save.isPending
    ? (save.variables.campusId ?? null)
    : (settings.data?.campusId ?? null);
  const picker = (
    <CampusPicker
      value={value}
      clearable={false}
      disabled={!settings.data || save.isPending}
      onChange={(campusId) => campusId && save.mutate({ campusId })}
    />
  );
  if (!prompt) return <div className="mt-2 w-full text-left">{picker}</div>;
  return (
    <div role="group" aria-label={prompt} className="alert alert-info alert-soft mb-3 block">
      <p className="mb-1 text-sm">{prompt}</p>
      <div className="w-full">{picker}</div>
    </div>
  );
}
