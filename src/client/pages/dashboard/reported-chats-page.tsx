import { useParams } from 'react-router';
import { DisputedNoShows } from '../../features/admin/disputed-no-shows';
import { Inbox } from '../../features/messages/inbox';

/**
 * The admins' view of conversations either side reported: read, never written in. Below them the
 * disputed no-shows, whose threads are open to the admins too, to decide.
 */
export default function ReportedChatsPage() {
  const { id } = useParams();
  return (
    <div className="space-y-10">
      <Inbox kind="reported" />
      {/* On a phone a chosen conversation fills the screen. */}
      <div className={id ? 'max-lg:hidden' : ''}>
        <DisputedNoShows />
      </div>
    </div>
  );
}
