/**
 * A local stand-in for the part of Stripe's HTTP API BayCatch uses, so the real `stripe` SDK can
 * be pointed at it (host/port/protocol). It records every request (form fields flattened as the
 * SDK sends them, e.g. `transfer_data[destination]`, and the Idempotency-Key header) and keeps
 * just enough state: PaymentIntents (manual capture in fake-stripe-holds.ts, saved cards in
 * fake-stripe-setups.ts), refunds, disputes,
 * Express accounts and account links; the list calls of intents and refunds answer page by page,
 * as the SDK's auto-pagination reads them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStripeHolds } from './fake-stripe-holds';
import type { FakeAccount, FakeCharge, FakeDispute, FakeIntent, FakeRefund } from './fake-stripe-objects';
import { fakeStripeSetups } from './fake-stripe-setups';
import { readBody } from './read-body';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: Record<string, string>;
}

const prefixed = (form: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(`${prefix}[`))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );

export async function startFakeStripeApi() {
  const requests: RecordedStripeRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const accounts = new Map<string, FakeAccount>();
  const charges = new Map<string, FakeCharge>();
  const disputes = new Map<string, FakeDispute>();
  const refunds: FakeRefund[] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  /** One page of a list call: created in the asked range, newest first, after `starting_after`. */
  function page<T extends { id: string; created: number }>(items: T[], query: URLSearchParams, path: string) {
    const gte = Number(query.get('created[gte]') ?? Number.NEGATIVE_INFINITY);
    const lt = Number(query.get('created[lt]') ?? Number.POSITIVE_INFINITY);
    const matching = items.filter((item) => item.created >= gte && item.created < lt).reverse();
    const after = query.get('starting_after');
    const start = after ? matching.findIndex((item) => item.id === after) + 1 : 0;
    const limit = Number(query.get('limit') ?? 10);
    const data = matching.slice(start, start + limit);
    return { object: 'list', url: path, has_more: start + limit < matching.length, data };
  }

  /** The intent as Stripe lists it: what is held and what was received follow from its status. */
  const listedIntent = (intent: FakeIntent) => ({
    ...withCharge(intent, ['latest_charge']),
    amount_capturable: intent.status === 'requires_capture' ? intent.amount : 0,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
  });
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;

  /** The SDK asks for `expand[0]=latest_charge` to see refunds; the charge object replaces its id. */
  const withCharge = (intent: FakeIntent, expand: string[]) =>
    expand.includes('latest_charge') && intent.latest_charge
      ? { ...intent, latest_charge: charges.get(intent.latest_charge) ?? intent.latest_charge }
      : intent;

  function chargeOf(intent: FakeIntent): FakeCharge | undefined {
    if (!intent.latest_charge) return undefined;
    let charge = charges.get(intent.latest_charge);
    if (!charge) {
      charge = {
        id: intent.latest_charge,
        object: 'charge',
        amount: intent.amount_received || intent.amount,
        amount_refunded: 0,
        refunded: false,
        payment_intent: intent.id,
      };
      charges.set(charge.id, charge);
    }
    return charge;
  }

  const holds = fakeStripeHolds({ intents, chargeOf, nextId });
  const saved = fakeStripeSetups({ nextId, prefixed, authorise: holds.authorise });

  function handle(
    method: string,
    path: string,
    form: Record<string, string>,
    expand: string[] = [],
    query = new URLSearchParams(),
  ): [number, unknown] {
    const notFound = (what: string, id: string): [number, unknown] => [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}: '${id}'`,
        },
      },
    ];
    const setupAnswer = saved.handle(method, path, form);
    if (setupAnswer) return setupAnswer;
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    const cancelPath = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    const capturePath = path.match(/^\/v1\/payment_intents\/([^/]+)\/capture$/);
    const accountPath = path.match(/^\/v1\/accounts\/([^/]+)$/);
    const disputePath = path.match(/^\/v1\/disputes\/([^/]+)$/);
    if (disputePath && method === 'GET') {
      const dispute = disputes.get(disputePath[1]!);
      return dispute ? [200, dispute] : notFound('dispute', disputePath[1]!);
    }
    if (method === 'GET' && path === '/v1/payment_intents') {
      const listed = page([...intents.values()], query, path);
      return [200, { ...listed, data: listed.data.map(listedIntent) }];
    }
    if (method === 'GET' && path === '/v1/refunds') return [200, page(refunds, query, path)];
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        application_fee_amount: form.application_fee_amount ? Number(form.application_fee_amount) : null,
        transfer_data: form['transfer_data[destination]']
          ? { destination: form['transfer_data[destination]'] }
          : null,
        transfer_group: form.transfer_group ?? null,
        description: form.description ?? null,
        metadata: prefixed(form, 'metadata'),
        latest_charge: null,
        last_payment_error: null,
        livemode: false,
        capture_method: form.capture_method === 'manual' ? 'manual' : 'automatic',
        amount_capturable: 0,
        amount_received: 0,
        cancellation_reason: null,
        created: nowSeconds(),
      };
      intents.set(id, intent);
      if (form.confirm === 'true' && form.off_session === 'true')
        return saved.confirmOffSession(intent, form);
      return [200, intent];
    }
    if (intentPath && method === 'GET') {
      const intent = intents.get(intentPath[1]!);
      return intent ? [200, withCharge(intent, expand)] : notFound('payment_intent', intentPath[1]!);
    }
    if (cancelPath && method === 'POST') {
      const intent = intents.get(cancelPath[1]!);
      return intent ? holds.cancel(intent) : notFound('payment_intent', cancelPath[1]!);
    }
    if (capturePath && method === 'POST') {
      const intent = intents.get(capturePath[1]!);
      return intent ? holds.capture(intent, form) : notFound('payment_intent', capturePath[1]!);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent) return notFound('payment_intent', form.payment_intent ?? '');
      const charge = chargeOf(intent);
      const already = charge?.amount_refunded ?? 0;
      // Without an amount Stripe gives back what is left of the charge; never more than was charged.
      const received = intent.amount_received || intent.amount;
      const amount = form.amount === undefined ? received - already : Number(form.amount);
      if (amount <= 0 || already + amount > received) {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge`,
            },
          },
        ];
      }
      if (charge) {
        const refunded = already + amount;
        Object.assign(charge, { refunded: refunded >= charge.amount, amount_refunded: refunded });
      }
      const made: FakeRefund = {
        id: nextId('re'),
        object: 'refund',
        payment_intent: intent.id,
        amount,
        status: 'succeeded',
        created: nowSeconds(),
      };
      refunds.push(made);
      return [200, made];
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const account: FakeAccount = {
        id: nextId('acct'),
        object: 'account',
        type: form.type ?? 'standard',
        email: form.email ?? null,
        metadata: prefixed(form, 'metadata'),
        capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      };
      accounts.set(account.id, account);
      return [200, account];
    }
    if (accountPath && method === 'GET') {
      const account = accounts.get(accountPath[1]!);
      return account ? [200, account] : notFound('account', accountPath[1]!);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      return [
        200,
        {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${form.account}/fake`,
          created: 1,
          expires_at: 2,
        },
      ];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      idempotencyKey,
      authorization: req.headers.authorization,
      form,
    });
    const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    const expand = [...url.searchParams.entries()]
      .filter(([key]) => key.startsWith('expand'))
      .map(([, value]) => value);
    const [status, body] = replay
      ? [200, replay]
      : handle(req.method ?? 'GET', url.pathname, form, expand, url.searchParams);
    if (idempotencyKey && status === 200 && !replay) byIdempotencyKey.set(idempotencyKey, body);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake${counter}` });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    intents,
    accounts,
    /** What Stripe would have done after the buyer's card was confirmed in the browser. */
    setIntent(
      id: string,
      changes: Partial<
        Pick<
          FakeIntent,
          'status' | 'latest_charge' | 'last_payment_error' | 'amount' | 'currency' | 'livemode'
        >
      >,
    ) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no fake intent ${id}`);
      Object.assign(intent, changes);
      if (intent.status === 'succeeded' && intent.amount_received === 0)
        intent.amount_received = intent.amount;
      chargeOf(intent);
    },
    /** The buyer's card authorised in the browser for a manual intent: held for its whole amount. */
    authorise: holds.authorise,
    setups: saved.setups,
    /** The buyer saved a card in the browser for a far pickup (Stripe.js `confirmSetup`). */
    saveCard: saved.saveCard,
    /** Seven days on, the issuer lets the hold go: Stripe cancels the intent by itself. */
    lapse: holds.lapse,
    /** A refund made in Stripe's dashboard: the intent's charge shows refunded (in full, unless an amount is given). */
    refundInDashboard(id: string, amount?: number) {
      const intent = intents.get(id);
      const charge = intent && chargeOf(intent);
      if (!charge) throw new Error(`no charge on fake intent ${id}`);
      const given = amount ?? charge.amount - charge.amount_refunded;
      const refunded = charge.amount_refunded + given;
      Object.assign(charge, { refunded: refunded >= charge.amount, amount_refunded: refunded });
      const made: FakeRefund = {
        id: nextId('re'),
        object: 'refund',
        payment_intent: id,
        amount: given,
        status: 'succeeded',
        created: nowSeconds(),
      };
      refunds.push(made);
      return made;
    },
    disputes,
    /**
     * A card dispute on a charge (Stripe's `charge.dispute.created`): open, needing a response
     * within a week, unless told otherwise. The charge need not be one of this fake's intents.
     */
    openDispute(
      charge: { chargeId: string; intentId: string | null },
      changes: Partial<Pick<FakeDispute, 'amount' | 'status' | 'reason'>> & { dueBy?: number | null } = {},
    ): FakeDispute {
      const { dueBy, ...rest } = changes;
      const dispute: FakeDispute = {
        id: nextId('dp'),
        object: 'dispute',
        charge: charge.chargeId,
        payment_intent: charge.intentId,
        amount: (charge.intentId && intents.get(charge.intentId)?.amount) || 1000,
        currency: 'usd',
        status: 'needs_response',
        reason: 'fraudulent',
        evidence_details: { due_by: dueBy === undefined ? 1_900_000_000 : dueBy },
        livemode: false,
        ...rest,
      };
      disputes.set(dispute.id, dispute);
      return dispute;
    },
    /** The dispute moves on at the card network (evidence under review, won, lost). */
    setDispute(id: string, changes: Partial<Pick<FakeDispute, 'status' | 'amount' | 'reason'>>) {
      const dispute = disputes.get(id);
      if (!dispute) throw new Error(`no fake dispute ${id}`);
      Object.assign(dispute, changes);
      // Stripe asks for no more evidence once a dispute is decided.
      if (['won', 'lost', 'warning_closed'].includes(dispute.status)) dispute.evidence_details.due_by = null;
    },
    setCapabilities(id: string, capabilities: Record<string, string>) {
      const account = accounts.get(id);
      if (!account) throw new Error(`no fake account ${id}`);
      account.capabilities = capabilities;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripeApi = Awaited<ReturnType<typeof startFakeStripeApi>>;
