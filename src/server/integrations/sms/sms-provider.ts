/**
 * Where texts leave BayCatch (docs/product/text-messages.md): Twilio when it is configured, else the
 * log. The outbox (sms-outbox.ts) calls a provider once per attempt; a throw is a failed attempt.
 */
export interface SmsDelivery {
  /** 'logged' when the text only went to the log (no provider configured). */
  status: 'sent' | 'logged';
  /** The provider's id of the message (Twilio's SM…), for support to look it up. */
  providerId: string | null;
}

export interface SmsProvider {
  send(message: { to: string; body: string }): Promise<SmsDelivery>;
}
