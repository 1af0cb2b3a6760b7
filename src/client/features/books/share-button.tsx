import { Share2 } from 'lucide-react';
import { BOOKS } from '../../../shared/i18n/en/books';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';

const t = texts(BOOKS);

/**
 * Share: the phone's own share sheet where there is one (Messenger, WhatsApp, the department's
 * group), else the link copied to paste anywhere.
 */
export function ShareButton({ title, className = '' }: { title: string; className?: string }) {
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet is not an error.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('book.linkCopied'));
    } catch {
      toast.error(t('book.copyLink', { url }));
    }
  };
  return (
    <button type="button" className={`btn btn-ghost ${className}`} onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden="true" />
      <span className="max-sm:sr-only">{t('book.share')}</span>
    </button>
  );
}
