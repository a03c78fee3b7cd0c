/**
 * Texts people send to BayCatch (docs/product/text-messages.md), from the provider's webhook. The
 * signature is checked before anything is read or written; each MessageSid is answered once (a
 * retry gets the same reply and changes nothing); each number is rate-limited. Keywords come first,
 * then each handler in turn (seller commands are one more handler); nobody's handler answering,
 * the number gets one short reply a day.
 */
import twilio from 'twilio';
import { smsMessages, smsTexts } from '../../../shared/messages/sms';
import { type SmsInboundForm, smsInboundForm } from '../../../shared/sms.schema';
import type { RateLimits } from '../../http/rate-limit';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validation';
import type { SmsInboundRepo } from './sms-inbound.repo';
import { keywordOf } from './sms-keywords';
import type { SmsOutbox } from './sms-outbox';

/** One text back, or several when a long answer (a seller's LIST) is split. */
export type InboundReply = string | string[];

/** One kind of inbound text BayCatch understands; null when the text is not for it. */
export type InboundSmsHandler = (text: SmsInboundForm) => Promise<InboundReply | null>;

const DAY_MS = 24 * 60 * 60_000;

export interface InboundRequest {
  /** Every posted parameter: the signature covers them all. */
  params: Record<string, string>;
  signature: string | undefined;
  /** The public URL the provider posted to (PUBLIC_URL + path), never the request's Host. */
  url: string;
  address: string;
}

export function createSmsInbound({
  repo,
  outbox,
  rateLimits,
  webhookToken,
  supportEmail,
  handlers = [],
  now = () => new Date(),
}: {
  repo: SmsInboundRepo;
  outbox: SmsOutbox;
  rateLimits: RateLimits;
  webhookToken: string | undefined;
  supportEmail: string;
  handlers?: InboundSmsHandler[];
  now?: () => Date;
}) {
  async function answer(text: SmsInboundForm): Promise<InboundReply | null> {
    const keyword = keywordOf(text.Body);
    if (keyword === 'stop') return (await outbox.optOut(text.From)) ? smsTexts.stopped : null;
    if (keyword === 'start') {
      await outbox.optIn(text.From);
      return smsTexts.started;
    }
    if (keyword === 'help') return smsTexts.help(supportEmail);
    for (const handler of handlers) {
      const reply = await handler(text);
      if (reply !== null) return reply;
    }
    const said = await repo.repliedSince(text.From, smsTexts.unknown, new Date(now().getTime() - DAY_MS));
    return said ? null : smsTexts.unknown;
  }

  return {
    /** The reply, or null for none; throws 403 for a request the provider did not sign. */
    async receive(request: InboundRequest): Promise<InboundReply | null> {
      const signed =
        webhookToken !== undefined &&
        request.signature !== undefined &&
        twilio.validateRequest(webhookToken, request.signature, request.url, request.params);
      if (!signed) throw new AppError('FORBIDDEN', smsMessages.badSignature);
      const text = parseInput(smsInboundForm, request.params);
      if (
        !(await repo.record({
          messageSid: text.MessageSid,
          from: text.From,
          body: text.Body,
          createdAt: now(),
        }))
      ) {
        return repo.replyOf(text.MessageSid);
      }
      await rateLimits.consume('smsInbound', { accountKey: text.From, address: request.address });
      const reply = await answer(text);
      await repo.saveReply(text.MessageSid, reply);
      return reply;
    },
  };
}

/** The reply as TwiML, which the provider sends back to the number. */
export function twimlOf(reply: InboundReply | null): string {
  const response = new twilio.twiml.MessagingResponse();
  for (const part of reply === null ? [] : [reply].flat()) response.message(part);
  return response.toString();
}
