import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTACT_NAME_MAX,
  contactMessageInput,
  contactSubjectLabels,
  contactSubjects,
  contactUserTypeLabels,
  contactUserTypes,
  isPlausiblePhone,
} from '../../src/shared/contact.schema';

const valid = {
  firstName: 'Ada',
  lastName: 'Waterman',
  email: 'ada@bay.test',
  userType: 'crabber',
  subject: 'crabber-verification',
  message: 'When will my phone verification call happen?',
};

function fieldErrors(input: unknown) {
  const result = contactMessageInput.safeParse(input);
  expect(result.success).toBe(false);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('the contact option lists', () => {
  it('hold the four user types and seven subjects of the form, each with a label', () => {
    expect(contactUserTypes).toEqual(['customer', 'crabber', 'potential-crabber', 'other']);
    expect(contactSubjects).toEqual([
      'general',
      'order-issue',
      'account-help',
      'crabber-verification',
      'payment-question',
      'technical-issue',
      'feedback',
    ]);
    expect(Object.keys(contactUserTypeLabels)).toEqual([...contactUserTypes]);
    expect(Object.keys(contactSubjectLabels)).toEqual([...contactSubjects]);
  });
});

describe('isPlausiblePhone', () => {
  it.each([
    '(410) 555-0142',
    '410-555-0142',
    '410.555.0142',
    '+1 410 555 0142',
    '+44 20 7946 0958',
    '5550142',
  ])('accepts %s', (phone) => expect(isPlausiblePhone(phone)).toBe(true));
  it.each([
    '555-014',
    '12345',
    'call me',
    '410-555-0142 ext 5',
    '+1 (410) 555-0142-0000-00',
    '++1 410 555 0142x',
  ])('refuses %s', (phone) => expect(isPlausiblePhone(phone)).toBe(false));
});

describe('contactMessageInput', () => {
  it('normalises what people type', () => {
    const parsed = contactMessageInput.parse({
      ...valid,
      firstName: ' Ada\r\nBcc: x@evil.test ',
      email: '  Ada@Bay.TEST ',
      phone: '   ',
      message: `\n  ${valid.message}  \n`,
    });
    expect(parsed.firstName).toBe('Ada Bcc: x@evil.test');
    expect(parsed.email).toBe('ada@bay.test');
    expect(parsed.phone).toBeUndefined();
    expect(parsed.message).toBe(valid.message);
  });

  it('keeps an optional phone when it looks like one', () => {
    expect(contactMessageInput.parse({ ...valid, phone: ' 410-555-0142 ' }).phone).toBe('410-555-0142');
    expect(contactMessageInput.parse(valid).phone).toBeUndefined();
  });

  it('limits names after collapsing whitespace', () => {
    const name = 'a'.repeat(CONTACT_NAME_MAX);
    expect(contactMessageInput.parse({ ...valid, lastName: `  ${name}  ` }).lastName).toBe(name);
    expect(fieldErrors({ ...valid, lastName: `${name}a` }).lastName).toEqual([
      `Last name must be at most ${CONTACT_NAME_MAX} characters`,
    ]);
  });

  it('refuses values outside the option lists and non-string fields', () => {
    expect(fieldErrors({ ...valid, userType: 'seller', subject: 'General' })).toEqual({
      userType: ['Please tell us who you are'],
      subject: ['Please choose a subject'],
    });
    expect(fieldErrors({ ...valid, firstName: 42, message: null })).toEqual({
      firstName: ['First name is required'],
      message: ['Message is required'],
    });
  });
});
