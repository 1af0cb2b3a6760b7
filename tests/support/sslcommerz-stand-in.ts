import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// SSLCOMMERZ on 127.0.0.1, speaking its protocol as the app meets it: the session API
// (form-encoded, answering GatewayPageURL), a hosted page offering bKash success, failure and
// cancel, the buyer sent back by a form posted to success_url/fail_url/cancel_url, the IPN
// (signed with verify_key/verify_sign), the validation API (VALID, then VALIDATED), the query by
// tran_id and the refund API. Knobs make it misbehave as a real gateway may.

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export type Knobs = {
  /** When the IPN goes: before the buyer is sent back, after, twice, or never. */
  ipn: 'before' | 'after' | 'twice' | 'lost';
  /** What the buyer paid, when not what the session asked for (taka: a tampered checkout). */
  tamperAmount?: string;
  /** The IPN's verify_sign is wrong. */
  badSignature?: boolean;
  /** The gateway calls the payment risky. */
  risk?: '0' | '1';
};

type Session = {
  key: string;
  form: Record<string, string>;
  paid?: {
    valId: string;
    bankTranId: string;
    amount: string;
    validated: boolean;
    refunds: string[];
  };
  status: 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED';
};

export type StandIn = {
  url: string;
  knobs: Knobs;
  store: { id: string; password: string };
  /** The sessions opened, by tran_id. */
  sessions: Map<string, Session>;
  /** Refunds asked for: [bank_tran_id, refund_trans_id]. */
  refunds: [string, string][];
  /** What the IPN's server answered, in order. */
  ipnAnswers: number[];
  /**
   * The buyer picks an outcome on the hosted page, without a browser: the IPN goes as the knobs
   * say, and the fields the page would post back are answered, with the address they go to.
   */
  pay(
    tranId: string,
    outcome: 'success' | 'fail' | 'cancel',
  ): Promise<{ url: string; fields: Record<string, string> }>;
  close(): Promise<void>;
};

export async function startSslcommerzStandIn(
  options: {
    /** How the IPN reaches the app (tests without a listening server inject it). */
    deliver?: (url: string, fields: Record<string, string>) => Promise<number>;
  } = {},
): Promise<StandIn> {
  const store = { id: 'boipoka_test', password: `pw${randomBytes(6).toString('hex')}` };
  const sessions = new Map<string, Session>();
  const byKey = new Map<string, Session>();
  const refunds: [string, string][] = [];
  const ipnAnswers: number[] = [];
  const knobs: Knobs = { ipn: 'before' };
  const deliver =
    options.deliver ??
    (async (url: string, fields: Record<string, string>) =>
      (await fetch(url, { method: 'POST', body: new URLSearchParams(fields) })).status);

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const readForm = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return Object.fromEntries(new URLSearchParams(text));
  };
  const credentialsOk = (fields: Record<string, string | undefined>) =>
    fields.store_id === store.id && fields.store_passwd === store.password;

  /** What the gateway tells of a paid or unpaid attempt, as its APIs and its IPN do. */
  const facts = (
    session: Session,
    amount = session.paid?.amount ?? session.form.total_amount!,
  ) => ({
    status: session.status === 'VALID' && session.paid?.validated ? 'VALIDATED' : session.status,
    tran_id: session.form.tran_id!,
    val_id: session.paid?.valId ?? '',
    amount,
    store_amount: amount,
    currency: 'BDT',
    currency_type: 'BDT',
    bank_tran_id: session.paid?.bankTranId ?? '',
    card_type: 'BKASH-BKash',
    risk_level: knobs.risk ?? '0',
    risk_title: knobs.risk === '1' ? 'Risky' : 'Safe',
    value_a: session.form.value_a ?? '',
  });

  const sendIpn = async (session: Session) => {
    const fields: Record<string, string> = {
      ...facts(session),
      status: session.status,
    };
    const keys = Object.keys(fields);
    const signed: Record<string, string> = { ...fields, store_passwd: md5(store.password) };
    const sign = md5(
      [...keys, 'store_passwd']
        .sort()
        .map((key) => `${key}=${signed[key]}`)
        .join('&'),
    );
    fields.verify_key = keys.join(',');
    fields.verify_sign = knobs.badSignature ? md5(`${sign}x`) : sign;
    ipnAnswers.push(await deliver(session.form.ipn_url!, fields));
  };

  async function pay(tranId: string, outcome: 'success' | 'fail' | 'cancel') {
    const session = sessions.get(tranId);
    if (!session) throw new Error(`no session for ${tranId}`);
    if (outcome === 'success') {
      session.status = 'VALID';
      session.paid = {
        valId: `val${randomBytes(8).toString('hex')}`,
        bankTranId: `bank${randomBytes(8).toString('hex')}`,
        amount: knobs.tamperAmount ?? session.form.total_amount!,
        validated: false,
        refunds: [],
      };
    } else session.status = outcome === 'fail' ? 'FAILED' : 'CANCELLED';
    if (knobs.ipn === 'before' || knobs.ipn === 'twice') await sendIpn(session);
    if (knobs.ipn === 'twice') await sendIpn(session);
    const fields = { ...facts(session), status: session.status };
    const url =
      outcome === 'success'
        ? session.form.success_url!
        : outcome === 'fail'
          ? session.form.fail_url!
          : session.form.cancel_url!;
    if (knobs.ipn === 'after') setTimeout(() => void sendIpn(session), 50);
    return { url, fields };
  }

  const page = (session: Session) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>SSLCOMMERZ stand-in</title><meta name="viewport" content="width=device-width"></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Pay TK ${session.form.total_amount} to ${session.form.product_name?.replace(/[<&"]/g, '')}</h1>
${(['success', 'fail', 'cancel'] as const)
  .map(
    (outcome) => `<form method="post" action="/pay/${session.key}/${outcome}">
<button style="display:block;width:100%;margin:.5rem 0;padding:.75rem">${
      outcome === 'success' ? 'bKash success' : outcome === 'fail' ? 'bKash fail' : 'Cancel'
    }</button></form>`,
  )
  .join('\n')}
</body></html>`;

  /** The browser posts the gateway's fields back to the shop, as the real page does. */
  const postBack = (url: string, fields: Record<string, string>) =>
    `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${url}">${Object.entries(
      fields,
    )
      .map(([key, value]) => `<input type="hidden" name="${key}" value="${value}">`)
      .join('')}<noscript><button>Back to the shop</button></noscript></form></body></html>`;

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const query = Object.fromEntries(url.searchParams);
      if (request.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
        const form = await readForm(request);
        if (!credentialsOk(form))
          return answer(response, 200, {
            status: 'FAILED',
            failedreason: 'Store Credential Error Or Store is De-active',
          });
        const amount = Number(form.total_amount);
        if (!(amount >= 10 && amount <= 500000) || form.currency !== 'BDT' || !form.tran_id)
          return answer(response, 200, { status: 'FAILED', failedreason: 'Invalid Information' });
        const key = randomBytes(16).toString('hex').toUpperCase();
        const session: Session = { key, form, status: 'PENDING' };
        sessions.set(form.tran_id, session);
        byKey.set(key, session);
        return answer(response, 200, {
          status: 'SUCCESS',
          sessionkey: key,
          GatewayPageURL: `${standIn.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${key}`,
        });
      }
      if (request.method === 'GET' && url.pathname === '/gwprocess/v4/gw.php') {
        const session = byKey.get(query.SESSIONKEY ?? '');
        if (!session) return answer(response, 404, { status: 'FAILED' });
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(page(session));
      }
      const paying = url.pathname.match(/^\/pay\/([0-9A-F]+)\/(success|fail|cancel)$/);
      if (request.method === 'POST' && paying) {
        const session = byKey.get(paying[1]!);
        if (!session) return answer(response, 404, { status: 'FAILED' });
        const back = await pay(session.form.tran_id!, paying[2] as 'success');
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(postBack(back.url, back.fields));
      }
      if (request.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
        if (!credentialsOk(query)) return answer(response, 200, { status: 'INVALID_TRANSACTION' });
        const session = [...sessions.values()].find((s) => s.paid?.valId === query.val_id);
        if (!session?.paid) return answer(response, 200, { status: 'INVALID_TRANSACTION' });
        const told = facts(session);
        session.paid.validated = true;
        return answer(response, 200, told);
      }
      if (
        request.method === 'GET' &&
        url.pathname === '/validator/api/merchantTransIDvalidationAPI.php'
      ) {
        if (!credentialsOk(query)) return answer(response, 200, { APIConnect: 'INVALID_REQUEST' });
        if (query.refund_trans_id) {
          const session = [...sessions.values()].find(
            (s) => s.paid && s.paid.bankTranId === query.bank_tran_id,
          );
          if (!session?.paid || query.refund_amount !== session.form.total_amount)
            return answer(response, 200, {
              APIConnect: 'DONE',
              status: 'failed',
              errorReason: 'Invalid bank_tran_id or amount',
            });
          if (!session.paid.refunds.includes(query.refund_trans_id)) {
            session.paid.refunds.push(query.refund_trans_id);
            refunds.push([query.bank_tran_id!, query.refund_trans_id]);
          }
          return answer(response, 200, {
            APIConnect: 'DONE',
            status: 'success',
            refund_ref_id: `ref${md5(query.refund_trans_id).slice(0, 12)}`,
            bank_tran_id: query.bank_tran_id,
            trans_id: session.form.tran_id,
          });
        }
        const session = sessions.get(query.tran_id ?? '');
        return answer(response, 200, {
          APIConnect: 'DONE',
          no_of_trans_found: session ? 1 : 0,
          element: session ? [facts(session)] : [],
        });
      }
      answer(response, 404, { status: 'FAILED', failedreason: 'not found' });
    })().catch((error: unknown) => answer(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: StandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    knobs,
    store,
    sessions,
    refunds,
    ipnAnswers,
    pay,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
