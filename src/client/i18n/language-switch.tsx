import { Languages } from 'lucide-react';
import { LOCALE_NAMES, type Locale } from '../../shared/i18n/locales';
import { chooseLocale, currentLocale } from '.';

/**
 * The other language, by its own name ('বাংলা' on an English page, 'English' on a Bangla one):
 * choosing it is remembered for a year, and for a signed-in reader's e-mails too.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const other: Locale = currentLocale() === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      lang={other}
      className={`btn btn-ghost btn-sm min-h-11 gap-1 font-normal ${className}`}
      onClick={() => void chooseLocale(other)}
    >
      <Languages aria-hidden="true" className="size-4" />
      {/* On an English page, 'বাংলা' in the system's own Bengali font (every phone and desktop
          system has one): the 105 KB web font is for pages and titles in Bangla, not one word. */}
      <span className={other === 'bn' ? '[font-family:system-ui,sans-serif]' : undefined}>
        {LOCALE_NAMES[other]}
      </span>
    </button>
  );
}
