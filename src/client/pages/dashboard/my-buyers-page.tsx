import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { useMyBuyers } from '../../features/bookings/queries';
import { ConversationLink } from '../../features/messages/conversation-link';
import { RateButton } from '../../features/reviews/rate-dialog';

const STATUS = { pending: 'Booked', paid: 'Paid', cancelled: 'Cancelled' } as const;

/** Spec §2's My Buyers: index, buyer name, e-mail, phone, location, product. */
export default function MyBuyersPage() {
  const buyers = useMyBuyers();
  return (
    <section aria-labelledby="buyers-heading" className="space-y-4">
      <PageTitle title="My Buyers" />
      <h1 id="buyers-heading" className="text-3xl font-bold">
        My Buyers
      </h1>
      <DataTable
        query={buyers}
        numbered
        columns={['Buyer name', 'Email', 'Phone', 'Location', 'Product', 'Status']}
        empty="Nobody has booked your books yet."
        row={(row) => [
          <>
            <span className="font-medium">{row.buyerName}</span>
            <ConversationLink id={row.conversationId} about={row.bookName} />
          </>,
          <a href={`mailto:${row.buyerEmail}`} className="link">
            {row.buyerEmail}
          </a>,
          <a href={`tel:${row.buyerPhone}`} className="link">
            {row.buyerPhone}
          </a>,
          row.meetingLocation,
          row.bookName,
          <span className="flex flex-wrap items-center gap-2">
            <span className={`badge ${row.status === 'paid' ? 'badge-success' : 'badge-ghost'}`}>
              {STATUS[row.status]}
            </span>
            {row.status === 'paid' && (
              <RateButton bookingId={row.id} whom="buyer" name={row.buyerName} />
            )}
          </span>,
        ]}
      />
    </section>
  );
}
