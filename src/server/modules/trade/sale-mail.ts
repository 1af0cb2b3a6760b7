import { mailComposer } from '../../mail/composers';
import { letter, wordsIn } from '../../mail/letter';
import { readBookings, saleRow } from './mail';

/**
 * A sale, told to the seller (paid) and the buyer (receipt), and a refund, told to the buyer;
 * nothing when the payment they tell of is gone or has changed since.
 */
export const PAYMENT_MAILS = mailComposer(
  ['book-paid', 'receipt', 'book-refunded'],
  readBookings,
  (kind, rows, publicUrl) => {
    const refund = (found: { paymentStatus: string | null }) =>
      found.paymentStatus === 'refunding' || found.paymentStatus === 'refunded';
    const row = kind === 'book-refunded' ? rows?.find(refund) : saleRow(rows);
    if (!row?.transactionId || !row.paidAt) return null;
    const [book, id] = [row.bookName, row.transactionId];
    if (kind === 'book-refunded') {
      if (!refund(row)) return null;
      const { t, taka } = wordsIn(row.buyer.locale);
      // A deal that ended before the handover, or a payment that came after the copy was gone.
      return letter(row.buyer, t('mail.refunded.subject', { book }), [
        t(row.cardPaidAt ? 'mail.refunded.dealEnded' : 'mail.refunded.body', {
          book,
          price: taka(row.price),
        }),
        t('mail.transaction', { id }),
        t('mail.refunded.bank'),
        '',
        t('mail.refunded.otherBooks', { url: `${publicUrl}/categories` }),
      ]);
    }
    if (row.paymentStatus !== 'held' && row.paymentStatus !== 'succeeded') return null;
    if (kind === 'book-paid') {
      const { t, taka } = wordsIn(row.seller.locale);
      return letter(row.seller, t('mail.paid.subject', { book }), [
        t('mail.paid.body', { buyer: row.buyer.name, price: taka(row.price), book, id }),
        t(row.paymentStatus === 'held' ? 'mail.paid.held' : 'mail.paid.handOver'),
      ]);
    }
    const { t, taka, date } = wordsIn(row.buyer.locale);
    return letter(row.buyer, t('mail.receipt.subject', { book }), [
      t('mail.receipt.body', { price: taka(row.price), book, seller: row.seller.name }),
      ...(row.paymentStatus === 'held' ? [t('mail.receipt.held')] : []),
      t('mail.transaction', { id }),
      t('mail.receipt.date', { date: date(row.paidAt) }),
      '',
      t('mail.receipt.orders', { url: `${publicUrl}/dashboard/myOrders` }),
    ]);
  },
);
