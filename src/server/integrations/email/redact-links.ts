/**
 * Mail keeps working links only in the message that leaves for the inbox. Every copy we keep (the
 * outbox row, a log line) has the value of each `token=` parameter replaced, so neither a database
 * dump nor a log reader holds a usable reset, confirmation or unsubscribe link: the hashed token
 * tables are the only place a token lives.
 */
export const REDACTED = '[redacted]';

const TOKEN_PARAMETER = /([?&](?:amp;)?token=)[^&\s"'<>]+/g;

export function redactLinkTokens(text: string): string {
  return text.replace(TOKEN_PARAMETER, `$1${REDACTED}`);
}
