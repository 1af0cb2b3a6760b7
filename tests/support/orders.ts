import type { FastifyInstance } from 'fastify';
import { nextAddress, type TestUser } from './users';

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  noFunds: '4000 0000 0000 9995',
};

export const call = (
  app: FastifyInstance,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    payload,
    headers: { cookie: user.cookie },
    remoteAddress: nextAddress(),
  });

export async function bookIt(app: FastifyInstance, buyer: TestUser, bookId: string) {
  const response = await call(app, buyer, 'POST', '/api/bookings', {
    bookId,
    phone: '01812345678',
    meetingLocation: 'TSC, Dhaka University',
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  return response.json().id as string;
}

/**
 * Pays a booking the way the payment page does in test mode: intent, card, then record. `card` is
 * the number, or the card's fields as typed.
 */
export async function payWithCard(
  app: FastifyInstance,
  buyer: TestUser,
  bookingId: string,
  card: string | { cardNumber: string; expiry: string; cvc: string } = CARDS.ok,
) {
  const intent = (
    await call(app, buyer, 'POST', `/api/bookings/${bookingId}/payment-intent`)
  ).json();
  const typed = typeof card === 'string' ? { cardNumber: card, expiry: '12/34', cvc: '123' } : card;
  const charged = await call(app, buyer, 'POST', `/api/test-payments/${intent.intentId}/confirm`, {
    ...typed,
    name: 'Test Buyer',
  });
  const record = await call(app, buyer, 'POST', `/api/bookings/${bookingId}/payment`, {
    paymentIntentId: intent.intentId,
  });
  return { intent, charged: charged.json(), record };
}

/** The meet-up agreed: the seller proposes a time two days ahead and the buyer accepts it. */
export async function agreeMeetup(
  app: FastifyInstance,
  buyer: TestUser,
  seller: TestUser,
  bookingId: string,
) {
  const meetAt = new Date(Date.now() + 48 * 3600_000).toISOString();
  const proposed = await call(app, seller, 'POST', `/api/bookings/${bookingId}/propose`, {
    meetAt,
  });
  if (proposed.statusCode !== 200) throw new Error(`propose failed: ${proposed.body}`);
  const accepted = await call(app, buyer, 'POST', `/api/bookings/${bookingId}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
}

/** The handover code the buyer holds for a booking (paid by card, or paying in person). */
export async function handoverCodeOf(app: FastifyInstance, buyer: TestUser, bookingId: string) {
  const orders = (await call(app, buyer, 'GET', '/api/me/bookings')).json() as {
    id: string;
    handoverCode: string | null;
  }[];
  return orders.find((order) => order.id === bookingId)?.handoverCode ?? null;
}

/**
 * A sale completed by card, as buyer protection has it: paid (the money held), the meet-up
 * agreed, and the seller enters the buyer's code at the handover (the money paid out).
 */
export async function sellByCard(
  app: FastifyInstance,
  buyer: TestUser,
  seller: TestUser,
  bookingId: string,
) {
  const paid = await payWithCard(app, buyer, bookingId);
  if (paid.record.statusCode !== 200) throw new Error(`payment failed: ${paid.record.body}`);
  await agreeMeetup(app, buyer, seller, bookingId);
  const code = await handoverCodeOf(app, buyer, bookingId);
  const handedOver = await call(app, seller, 'POST', `/api/bookings/${bookingId}/handover`, {
    code,
  });
  if (handedOver.statusCode !== 200) throw new Error(`handover failed: ${handedOver.body}`);
  return { ...paid, handedOver };
}
