import { Link } from 'react-router';
import { TRADE } from '../../../shared/i18n/en/trade';
import type { Order } from '../../../shared/schemas/bookings';
import { DataTable } from '../../components/data-table';
import { PageTitle } from '../../components/page-title';
import { VerifiedTick } from '../../components/verified-tick';
import { BuyerMeetup, statusName } from '../../features/bookings/meetup';
import { useMyOrders } from '../../features/bookings/api';
import { ConversationLink } from '../../features/messages/conversation-link';
import { RateButton } from '../../features/reviews/rate-dialog';
import { texts } from '../../i18n';
import { formatTaka } from '../../i18n/format';
import { marks, rich } from '../../i18n/rich';
import { AskForAlerts } from '../../features/notifications/ask-for-alerts';

const t = texts(TRADE);

/** Paid (and the seller to rate), the Pay button, or why it cannot be paid. */
function PaymentCell({ order }: { order: Order }) {
  if (order.transactionId)
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="badge badge-success">{t('orders.paid')}</span>
        {order.actions.includes('review') && (
          <RateButton
            bookingId={order.id}
            whom="seller"
            name={order.seller.name}
            given={order.myStars}
          />
        )}
      </span>
    );
  if (order.money === 'refunding' || order.money === 'refunded')
    return <span className="badge badge-ghost">{t(`money.${order.money}.buyer`)}</span>;
  if (order.soldToSomeoneElse)
    return <span className="badge badge-ghost">{t('orders.soldToOther')}</span>;
  if (!order.actions.includes('pay'))
    return <span className="badge badge-ghost">{statusName(order.status)}</span>;
  return (
    <Link
      to={`/dashboard/payment/${order.id}`}
      className="btn btn-primary btn-xs"
      aria-label={t('orders.payFor', { book: order.book.name })}
    >
      {t('payment.pay')}
    </Link>
  );
}

/** Spec §2's My Orders: image, book name, price, seller name, payment. */
export default function MyOrdersPage() {
  const orders = useMyOrders();
  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <PageTitle title={t('orders.title')} />
      <h1 id="orders-heading" className="text-3xl font-bold">
        {t('orders.title')}
      </h1>
      {/* Someone who just booked is asked whether to be told of the seller's answer. */}
      {(orders.data?.length ?? 0) > 0 && <AskForAlerts answering="seller" />}
      <DataTable
        query={orders}
        numbered
        columns={[
          t('orders.col.image'),
          t('orders.col.book'),
          t('orders.col.price'),
          t('orders.col.seller'),
          t('orders.col.meetup'),
          t('orders.col.payment'),
        ]}
        empty={rich(t('orders.empty', marks('link')), {
          link: (
            <Link to="/categories" className="link link-primary">
              {t('orders.findBook')}
            </Link>
          ),
        })}
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
