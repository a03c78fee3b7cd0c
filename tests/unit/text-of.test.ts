import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../src/client/lib/text-of';

const Link = ({ children }: { to: string; children?: string }) => createElement('a', null, children);

describe('textOf', () => {
  it('reads the words of nested elements and components from their children', () => {
    const node = createElement(
      'div',
      null,
      createElement('p', null, 'Open the ', createElement(Link, { to: '/marketplace' }, 'Marketplace'), '.'),
      createElement('p', null, createElement('strong', null, 'Pay at pickup.'), ' No fee.'),
    );
    expect(textOf(node)).toBe('Open the Marketplace. Pay at pickup. No fee.');
  });

  it('keeps numbers and skips empty values', () => {
    expect(textOf(createElement(Fragment, null, 5, '% fee', null, false, undefined))).toBe('5% fee');
  });
});
