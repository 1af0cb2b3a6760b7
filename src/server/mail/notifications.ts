import type { FastifyBaseLogger } from 'fastify';
import { formatTaka } from '../../shared/money';
import type { Mail, Mailer } from './mailer';

type Party = { name: string; email: string };

/** The marketplace's e-mails. Sending never fails the booking or payment that caused it. */
export function notifications(mailer: Mailer, log: FastifyBaseLogger, publicUrl: string) {
  const send = (mail: Mail) => {
    mailer
      .send(mail)
      .catch((error) =>
        log.error({ err: error, to: mail.to, subject: mail.subject }, 'e-mail not sent'),
      );
  };
  return {
    bookBooked(
      seller: Party,
      buyer: Party & { phone: string; meetingLocation: string },
      book: { name: string; price: number },
    ) {
      send({
        to: seller.email,
        subject: `${buyer.name} booked “${book.name}”`,
        text: [
          `Hello ${seller.name},`,
          '',
          `${buyer.name} booked your book “${book.name}” for ${formatTaka(book.price)}.`,
          `Phone: ${buyer.phone}`,
          `Meeting place they suggest: ${buyer.meetingLocation}`,
          '',
          `See all your buyers: ${publicUrl}/dashboard/myBuyers`,
        ].join('\n'),
      });
    },
    bookPaid(
      seller: Party,
      buyer: Party,
      book: { name: string; price: number },
      transactionId: string,
    ) {
      send({
        to: seller.email,
        subject: `“${book.name}” is paid for`,
        text: [
          `Hello ${seller.name},`,
          '',
          `${buyer.name} paid ${formatTaka(book.price)} for “${book.name}”. Transaction: ${transactionId}.`,
          'Hand the book over at the meeting place you agreed.',
        ].join('\n'),
      });
    },
    receipt(
      buyer: Party,
      seller: Party,
      book: { name: string; price: number },
      transactionId: string,
    ) {
      send({
        to: buyer.email,
        subject: `Receipt: “${book.name}”`,
        text: [
          `Hello ${buyer.name},`,
          '',
          `You paid ${formatTaka(book.price)} for “${book.name}”, sold by ${seller.name}.`,
          `Transaction: ${transactionId}`,
          `Date: ${new Date().toUTCString()}`,
          '',
          `Your orders: ${publicUrl}/dashboard/myOrders`,
        ].join('\n'),
      });
    },
  };
}
export type Notifications = ReturnType<typeof notifications>;
