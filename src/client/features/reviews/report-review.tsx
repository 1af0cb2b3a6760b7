import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { MESSAGES } from '../../../shared/i18n/en/messages';
import { REVIEW_REPORT_REASONS, type ReportReason } from '../../../shared/moderation';
import { ReasonPicker } from '../reports/reason-picker';
import { apiRequest } from '../../api/http';
import { toast } from '../../components/toast';
import { texts } from '../../i18n';

const message = texts(MESSAGES);

const reportReview = (id: string, reason?: ReportReason) =>
  apiRequest(`/api/reviews/${id}/report`, { body: reason ? { reason } : {} });

/**
 * Report a review to the admins: one tap and a toast, as for a book; then, if they like, why.
 * Its author is refused by the server (their own review is theirs to change, not to report).
 */
export function ReportReview({ id, label }: { id: string; label: string }) {
  const report = useMutation({
    mutationFn: () => reportReview(id),
    onSuccess: () => toast.success(message('reported')),
  });
  if (report.isSuccess)
    return (
      <ReasonPicker
        reasons={REVIEW_REPORT_REASONS}
        send={(reason) => reportReview(id, reason)}
        compact
      />
    );
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs min-h-11 text-error sm:min-h-6"
      disabled={report.isPending}
      onClick={() => report.mutate()}
      aria-label={label}
    >
      <Flag className="size-3" aria-hidden="true" />
    </button>
  );
}
