import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { SellerMeetup } from '../../features/bookings/meetup';
import { useMyBuyers } from '../../features/bookings/queries';
import { ConversationLink } from '../../features/messages/conversation-link';
import { RateButton } from '../../features/reviews/rate-dialog';

/** Spec §2's My Buyers: index, buyer name, e-mail, phone, location, product. */
export default function MyBuyersPage() {
  const buyers = useMyBuyers();
  // The buyer's QR code is a link here: the seller's phone camera opens it with the code filled in.
  const [search] = useSearchParams();
  const handover = search.get('handover');
  const code = search.get('code') ?? undefined;
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
          row.buyerPhone ? (
            <a href={`tel:${row.buyerPhone}`} className="link">
              {row.buyerPhone}
            </a>
          ) : (
            <span className="text-sm">Messages only</span>
          ),
          row.meetingLocation,
          row.bookName,
          <span className="flex flex-col items-start gap-2">
            <SellerMeetup row={row} handoverCode={row.id === handover ? code : undefined} />
            {row.status === 'paid' && (
              <RateButton bookingId={row.id} whom="buyer" name={row.buyerName} />
            )}
          </span>,
        ]}
      />
    </section>
  );
}
