import { Link } from 'react-router';
import { formatTaka } from '../../../shared/money';
import type { Order } from '../../../shared/schemas/bookings';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { VerifiedTick } from '../../components/verified-tick';
import { BOOKING_STATUS_LABELS, BuyerMeetup } from '../../features/bookings/meetup';
import { useMyOrders } from '../../features/bookings/queries';
import { ConversationLink } from '../../features/messages/conversation-link';
import { RateButton } from '../../features/reviews/rate-dialog';

function PaymentCell({ order }: { order: Order }) {
  if (order.status === 'paid')
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="badge badge-success">Paid</span>
        <RateButton bookingId={order.id} whom="seller" name={order.seller.name} />
      </span>
    );
  if (order.soldToSomeoneElse)
    return <span className="badge badge-ghost">Sold to another buyer</span>;
  if (order.status === 'cancelled') return <span className="badge badge-ghost">Cancelled</span>;
  if (order.status !== 'pending' && order.status !== 'accepted')
    return <span className="badge badge-ghost">{BOOKING_STATUS_LABELS[order.status]}</span>;
  return (
    <Link
      to={`/dashboard/payment/${order.id}`}
      className="btn btn-primary btn-xs"
      aria-label={`Pay for ${order.book.name}`}
    >
      Pay
    </Link>
  );
}

/** Spec §2's My Orders: image, book name, price, seller name, payment. */
export default function MyOrdersPage() {
  const orders = useMyOrders();
  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <PageTitle title="My Orders" />
      <h1 id="orders-heading" className="text-3xl font-bold">
        My Orders
      </h1>
      <DataTable
        query={orders}
        numbered
        columns={['Image', 'Book name', 'Price', 'Seller name', 'Meet-up', 'Payment']}
        empty={
          <>
            No orders yet.{' '}
            <Link to="/categories" className="link link-primary">
              Find a book
            </Link>{' '}
            and press Book Now.
          </>
        }
        row={(order) => [
          <img
            src={order.book.thumbnail}
            alt=""
            width={48}
            height={64}
            className="h-16 w-12 rounded object-cover"
          />,
          <span className="font-medium">{order.book.name}</span>,
          formatTaka(order.price),
          <>
            {order.seller.name} <VerifiedTick verified={order.seller.verified} />
            <ConversationLink id={order.conversationId} about={order.book.name} />
          </>,
          <BuyerMeetup order={order} />,
          <PaymentCell order={order} />,
        ]}
      />
    </section>
  );
}
