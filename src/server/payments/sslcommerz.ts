/**
 * SSLCOMMERZ, Bangladesh's largest gateway: cards, bKash, Nagad, Rocket and internet banking
 * through one hosted checkout. A client of our own for its four calls (the official Node package
 * sends `store_passwd=undefined` when it validates, refunds or asks after a payment): open a
 * checkout session, validate a payment (the authority on it), find a payment's attempts by our
 * transaction id, and refund. Amounts are taka with two decimals on the wire, poisha here.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export type SslcommerzConfig = { storeId: string; storePassword: string; url: string };

export const SSLCOMMERZ_SANDBOX = 'https://sandbox.sslcommerz.com';

/** What the gateway tells of a payment: the validation API's answer, or one of a query's. */
export type GatewayPayment = {
  /** VALID or VALIDATED: paid (the first validation, or one after it); anything else is not. */
  status: string;
  tranId: string;
  valId: string | null;
  bankTranId: string | null;
  /** In poisha. */
  amount: number;
  currency: string;
  /** 1: the gateway thinks it risky; hold it for an admin. */
  risky: boolean;
};

export class GatewayError extends Error {}

const SEND_TIMEOUT_MS = 15_000;
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const taka = (poisha: number) => (poisha / 100).toFixed(2);
const poisha = (taka: string) => Math.round(Number(taka) * 100);

const paid = (status: string) => status === 'VALID' || status === 'VALIDATED';
export { paid as isPaidStatus };

function toPayment(row: Record<string, unknown>): GatewayPayment {
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : null);
  return {
    status: text('status') ?? 'UNKNOWN',
    tranId: text('tran_id') ?? '',
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    amount: poisha(text('amount') ?? 'NaN'),
    currency: (text('currency') ?? text('currency_type') ?? '').toLowerCase(),
    risky: text('risk_level') === '1',
  };
}

/**
 * Whether an IPN's `verify_sign` matches its fields: those named in `verify_key`, with
 * `store_passwd` (the md5 of the store's password) added, sorted by name, joined `k=v&…`, md5'd.
 * A check against tampering on the way only: the validation API is the authority.
 */
export function signedByGateway(fields: Record<string, string>, storePassword: string): boolean {
  const { verify_key: keys, verify_sign: sign } = fields;
  if (!keys || !sign || !/^[0-9a-f]{32}$/i.test(sign)) return false;
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of keys.split(',')) signed[key] = fields[key] ?? '';
  const text = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`)
    .join('&');
  return timingSafeEqual(Buffer.from(md5(text)), Buffer.from(sign.toLowerCase()));
}

export function sslcommerz({ storeId, storePassword, url }: SslcommerzConfig) {
  const base = url.replace(/\/+$/, '');
  const credentials = { store_id: storeId, store_passwd: storePassword };

  async function call(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(base + path, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`SSLCOMMERZ not reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new GatewayError(`SSLCOMMERZ answered ${response.status}`);
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      throw new GatewayError('SSLCOMMERZ answered something other than JSON');
    }
  }
  const get = (path: string, query: Record<string, string>) =>
    call(`${path}?${new URLSearchParams({ ...query, ...credentials, format: 'json' })}`);

  return {
    /** Opens a checkout session for one attempt; answers the hosted page to send the buyer to. */
    async openSession(input: {
      tranId: string;
      amount: number;
      productName: string;
      customer: { name: string; email: string; phone: string; place: string };
      urls: { success: string; fail: string; cancel: string; ipn: string };
      bookingId: string;
    }): Promise<{ gatewayUrl: string; sessionKey: string }> {
      const form = new URLSearchParams({
        ...credentials,
        total_amount: taka(input.amount),
        currency: 'BDT',
        tran_id: input.tranId,
        success_url: input.urls.success,
        fail_url: input.urls.fail,
        cancel_url: input.urls.cancel,
        ipn_url: input.urls.ipn,
        cus_name: input.customer.name,
        cus_email: input.customer.email,
        cus_phone: input.customer.phone,
        cus_add1: input.customer.place,
        cus_city: input.customer.place,
        cus_country: 'Bangladesh',
        shipping_method: 'NO',
        num_of_item: '1',
        product_name: input.productName.slice(0, 255),
        product_category: 'Books',
        product_profile: 'physical-goods',
        value_a: input.bookingId,
      });
      const answer = await call('/gwprocess/v4/api.php', { method: 'POST', body: form });
      const gatewayUrl = answer.GatewayPageURL;
      if (answer.status !== 'SUCCESS' || typeof gatewayUrl !== 'string' || !gatewayUrl)
        throw new GatewayError(String(answer.failedreason ?? 'the session was refused'));
      if (new URL(gatewayUrl).protocol !== 'https:' && !base.startsWith('http://'))
        throw new GatewayError('the checkout page is not on https');
      return { gatewayUrl, sessionKey: String(answer.sessionkey ?? '') };
    },

    /** The validation API's word on a payment; null when it knows no such payment. */
    async validate(valId: string): Promise<GatewayPayment | null> {
      const answer = await get('/validator/api/validationserverAPI.php', { val_id: valId });
      return answer.status === 'INVALID_TRANSACTION' ? null : toPayment(answer);
    },

    /** Every attempt the gateway holds for one of our transaction ids. */
    async attemptsOf(tranId: string): Promise<GatewayPayment[]> {
      const answer = await get('/validator/api/merchantTransIDvalidationAPI.php', {
        tran_id: tranId,
      });
      const element = answer.element;
      return Array.isArray(element)
        ? element.map((row) => toPayment(row as Record<string, unknown>))
        : [];
    },

    /** Gives a payment back; `refundId` is ours, so a repeat refunds nothing twice. */
    async refund(payment: {
      bankTranId: string;
      refundId: string;
      amount: number;
      remarks: string;
    }): Promise<void> {
      const answer = await get('/validator/api/merchantTransIDvalidationAPI.php', {
        bank_tran_id: payment.bankTranId,
        refund_trans_id: payment.refundId,
        refund_amount: taka(payment.amount),
        refund_remarks: payment.remarks,
      });
      if (
        answer.APIConnect !== 'DONE' ||
        !['success', 'processing'].includes(String(answer.status))
      )
        throw new GatewayError(String(answer.errorReason ?? 'the refund was refused'));
    },
  };
}

export type Sslcommerz = ReturnType<typeof sslcommerz>;
