import { describe, expect, it } from 'vitest';
import { SMS_STOP_LINE, smsText, smsTexts } from '../../src/shared/messages/sms';
import { maskPhone } from '../../src/shared/sms.schema';

describe('the words of a text', () => {
  it('names BayCatch and ends with "Reply STOP to stop"', () => {
    const text = smsText('  your order is ready. ');
    expect(text).toBe('BayCatch: your order is ready. Reply STOP to stop');
    expect(text.endsWith(SMS_STOP_LINE)).toBe(true);
  });

  it('gives every answer but the STOP confirmation the opt-out line', () => {
    for (const text of [
      smsTexts.code('123456'),
      smsTexts.started,
      smsTexts.help('a@b.test'),
      smsTexts.unknown,
    ]) {
      expect(text.startsWith('BayCatch: ')).toBe(true);
      expect(text.endsWith('Reply STOP to stop')).toBe(true);
    }
    expect(smsTexts.stopped).toContain('BayCatch');
    expect(smsTexts.stopped).toContain('START');
  });

  it('masks a number but for its last four digits', () => {
    expect(maskPhone('+14105551234')).toBe('(•••) •••-1234');
  });
});
