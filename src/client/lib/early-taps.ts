/**
 * Presses again what was tapped before the page was live (docs/decisions/029-first-tap.md). The
 * page's inline script (src/shared/early-taps.ts) held each tap and marked its control waiting;
 * once React has adopted the page, each control is pressed again as it was, with the values the
 * person had typed into its form, and stops waiting. Text typed into any field meanwhile is handed
 * to React too.
 */
import { useEffect } from 'react';
import { EARLY_TAPS_GLOBAL, TAP_WAITING_ATTRIBUTE } from '../../shared/early-taps';

interface HeldTap {
  control: HTMLElement;
  /** A radio the browser chose in a form it may post itself: pressed again so the app knows it too. */
  choice?: boolean;
  form: HTMLFormElement | null;
  fields: [HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, string][];
}

interface EarlyTaps {
  live: boolean;
  taps: HeldTap[];
}

/** How long a held control may wait for React to adopt it (a part hydrated late) before it is let go. */
const ADOPTION_WAIT_MS = 10_000;

/** React marks each element it has adopted with its props under a key of its own. */
const adopted = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Puts a typed value where React reads it. React keeps the value it last saw beside each field and
 * calls onChange only for an input event that brings a different one: the field is emptied through
 * React's own setter, then given the typed value by the browser's, and told it changed.
 */
function restore(field: HeldTap['fields'][number][0], value: string) {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!nativeSetter || !field.isConnected) return;
  field.value = '';
  nativeSetter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Presses the control again; the page's script lets this one press through. */
function pressAgain(state: EarlyTaps, { control, form, fields }: HeldTap) {
  control.removeAttribute(TAP_WAITING_ATTRIBUTE);
  control.removeAttribute('aria-busy');
  if (!control.isConnected) return;
  for (const [field, value] of fields) restore(field, value);
  state.live = true;
  try {
    if (control === form) form.requestSubmit();
    else control.click();
  } finally {
    state.live = false;
  }
}

const adoptedWithForm = ({ control, form }: HeldTap) => adopted(control) && (!form || adopted(form));

/**
 * Presses the held taps in the order they were made, each once React has adopted its control and
 * drawn what the one before changed (a pickup slot chosen before Add to Cart). A tap made while
 * they are pressed is held too and joins the queue, so it cannot overtake them; the page is live
 * for taps once the queue is empty.
 */
async function pressInOrder(state: EarlyTaps) {
  const startedAt = performance.now();
  for (let tap = state.taps.shift(); tap; tap = state.taps.shift()) {
    while (
      !adoptedWithForm(tap) &&
      tap.control.isConnected &&
      performance.now() - startedAt < ADOPTION_WAIT_MS
    )
      await new Promise((resolve) => requestAnimationFrame(resolve));
    pressAgain(state, tap);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  state.live = true;
}

/** Kinds of field whose typed text React reads from `value`. */
const TEXT_FIELD = /^(text|email|password|search|tel|url|number|date|time|textarea)$/;

/**
 * Text typed before the page was live is on screen but not in React's state, which would send the
 * field empty: each field that no longer holds what the server drew is handed its text.
 */
function adoptTypedText() {
  const fields = document.getElementById('root')?.querySelectorAll('input, textarea') ?? [];
  for (const field of fields as NodeListOf<HTMLInputElement | HTMLTextAreaElement>) {
    if (TEXT_FIELD.test(field.type) && field.value !== field.defaultValue) restore(field, field.value);
  }
}

/** Called once the app is live: the taps held are pressed again, then taps are no longer held. */
export function useEarlyTapReplay() {
  useEffect(() => {
    const state = (window as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
    if (!state) return;
    adoptTypedText();
    void pressInOrder(state);
  }, []);
}
