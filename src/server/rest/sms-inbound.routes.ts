/** The text provider's webhook for texts sent to BayCatch (features/sms/sms-inbound.ts), answered with TwiML. */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { twimlOf } from '../features/sms/sms-inbound';
import { clientAddress, publicOrigin } from '../http/request-info';

export const SMS_INBOUND_PATH = '/api/sms/inbound';

export const smsInboundRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const config = c.get('config');
  const form = await c.req.parseBody();
  // Files are no part of a text's webhook; only the string fields are signed and read.
  const params = Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const reply = await c.get('services').smsInbound.receive({
    params,
    signature: c.req.header('x-twilio-signature'),
    url: `${publicOrigin(config)}${SMS_INBOUND_PATH}`,
    address: clientAddress(c, config.trustProxy),
  });
  return c.body(twimlOf(reply), 200, { 'Content-Type': 'text/xml; charset=utf-8' });
});
