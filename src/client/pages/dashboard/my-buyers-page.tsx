import { useSearchParams } from 'react-router';
import { TRADE } from '../../../shared/i18n/en/trade';
import type { BuyerRow } from '../../../shared/schemas/bookings';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { SellerMeetup } from '../../features/bookings/meetup';
import { useMyBuyers } from '../../features/bookings/api';
import { ConversationLink } from '../../features/messages/conversation-link';
import { RateButton } from '../../features/reviews/rate-dialog';
import { texts } from '../../i18n';

const t = texts(TRADE);

/** Where the server holds a buyer's e-mail and phone back, why (no meet-up agreed, messages only). */
function Withheld({ row }: { row: BuyerRow }) {
  return (
    <span className="text-sm text-base-content/75">
      {row.contactWithheld && t(`buyers.contact.${row.contactWithheld}`)}
    </span>
  );
}

/** Spec §2's My Buyers: index, buyer name, e-mail, phone, location, product. */
export default function MyBuyersPage() {
  const buyers = useMyBuyers();
  // The buyer's QR code is a link here: the seller's phone camera opens it with the code filled in.
  const [search] = useSearchParams();
  const handover = search.get('handover');
  const code = search.get('code') ?? undefined;
  return (
    <section aria-labelledby="buyers-heading" className="space-y-4">
      <PageTitle title={t('buyers.title')} />
      <h1 id="buyers-heading" className="text-3xl font-bold">
        {t('buyers.title')}
      </h1>
      <DataTable
        query={buyers}
        numbered
        columns={[
          t('buyers.col.name'),
          t('buyers.col.email'),
          t('buyers.col.phone'),
          t('buyers.col.place'),
          t('buyers.col.book'),
          t('buyers.col.status'),
        ]}
        empty={t('buyers.empty')}
        row={(row) => [
          <>
            <span className="font-medium">{row.buyerName}</span>
            <ConversationLink id={row.conversationId} about={row.bookName} />
          </>,
          row.buyerEmail ? (
            <a href={`mailto:${row.buyerEmail}`} className="link break-all">
              {row.buyerEmail}
            </a>
          ) : (
            <Withheld row={row} />
          ),
          row.buyerPhone ? (
            <a href={`tel:${row.buyerPhone}`} className="link">
              {row.buyerPhone}
            </a>
          ) : (
            <Withheld row={row} />
          ),
          row.meetingLocation,
          row.bookName,
          <span className="flex flex-col items-start gap-2">
            <SellerMeetup row={row} handoverCode={row.id === handover ? code : undefined} />
            {row.actions.includes('review') && (
              <RateButton
                bookingId={row.id}
                whom="buyer"
                name={row.buyerName}
                given={row.myStars}
              />
            )}
          </span>,
        ]}
      />
    </section>
  );
}
