/** How a seller's licence stands today, in the words the Licences card shows. */
import type { LicenceDto } from '../../../../shared/licence.schema';
import { daysBetween, licenceReminderDays } from '../../../../shared/licence-rules';

export type LicenceStanding = { text: string; tone: 'ok' | 'waiting' | 'soon' | 'expired' };

export function licenceStanding(licence: LicenceDto, today: string): LicenceStanding {
  if (licence.expired || !licence.expiresOn) return { text: 'Expired', tone: 'expired' };
  const days = daysBetween(today, licence.expiresOn);
  if (days <= licenceReminderDays.thirty)
    return {
      text: days === 0 ? 'Expires today' : `Expires in ${days} day${days === 1 ? '' : 's'}`,
      tone: 'soon',
    };
  return licence.verified
    ? { text: 'Checked', tone: 'ok' }
    : { text: 'Waiting for a check', tone: 'waiting' };
}

export const standingPalette: Record<LicenceStanding['tone'], string> = {
  ok: 'green',
  waiting: 'gray',
  soon: 'orange',
  expired: 'red',
};
