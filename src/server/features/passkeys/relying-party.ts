/**
 * Who BayCatch is to a passkey: the one public origin (PUBLIC_URL, or http://localhost:PORT in
 * development) and its host name as the relying party id. Never read from request headers, so
 * a forged Host cannot make the server accept a signature made for another site.
 */
import type { Config } from '../../env';

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(config: Pick<Config, 'publicUrl'>): RelyingParty {
  const origin = new URL(config.publicUrl);
  return { id: origin.hostname, name: 'BayCatch', origin: origin.origin };
}
