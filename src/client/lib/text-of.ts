import { isValidElement, type ReactNode } from 'react';

/** Tags that sit inside a line of text; every other element or component ends one. */
const INLINE = new Set(['a', 'strong', 'em', 'b', 'i', 'span', 'code', 'abbr']);

function wordsOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(wordsOf).join('');
  if (!isValidElement<{ children?: ReactNode }>(node)) return '';
  const words = wordsOf(node.props.children);
  return typeof node.type === 'string' && INLINE.has(node.type) ? words : ` ${words} `;
}

/**
 * The words of a piece of JSX, read from its children without rendering it: for structured data
 * (schema.org JSON-LD) that must say what the page shows. Text a component computes inside itself
 * is not seen; give such text as children.
 */
export function textOf(node: ReactNode): string {
  return wordsOf(node)
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?)])/g, '$1')
    .trim();
}
