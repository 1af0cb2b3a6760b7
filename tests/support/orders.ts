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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

/** Pays a booking the way the payment page does in test mode: intent, card, then record. */
export async function payWithCard(
  app: FastifyInstance,
  buyer: TestUser,
  bookingId: string,
  card = CARDS.ok,
) {
  const intent = (
    await call(app, buyer, 'POST', `/api/bookings/${bookingId}/payment-intent`)
  ).json();
  const charged = await call(app, buyer, 'POST', `/api/test-payments/${intent.intentId}/confirm`, {
    cardNumber: card,
    expiry: '12/34',
    cvc: '123',
    name: 'Test Buyer',
  });
  const record = await call(app, buyer, 'POST', `/api/bookings/${bookingId}/payment`, {
    paymentIntentId: intent.intentId,
  });
  return { intent, charged: charged.json(), record };
}
