/**
 * Taps made before the page is live (docs/decisions/029-first-tap.md). A server-rendered page
 * paints seconds before React adopts it on a slow phone; a button pressed meanwhile would do
 * nothing, and a form's button would make the browser send the form itself (a sign-in's password
 * in the address). This script, inline in the page's head (the Content-Security-Policy allows it
 * by its hash, nothing else inline), holds such a tap instead: the control says it is waiting and
 * the app presses it again once it is live (src/client/lib/early-taps.ts).
 */

/** Where the script keeps the held taps, on `window`. */
export const EARLY_TAPS_GLOBAL = '__earlyTaps';

/**
 * Marks a form the browser may send by itself before the app is live: the posts of
 * src/shared/native-forms.ts, and the landing's search, a GET to the marketplace. The script lets its
 * submission go instead of holding it.
 */
export const NATIVE_POST_ATTRIBUTE = 'data-native-post';

/** The attribute a held control carries until the app presses it again; the waiting look hangs on it. */
export const TAP_WAITING_ATTRIBUTE = 'data-tap-waiting';

/**
 * Holds a click on any button, radio or checkbox of the page (or a control marked `data-early-tap`)
 * and a form's submission, with the values typed in that form, until the app sets `live`. A second tap on a
 * control already waiting is one tap. Kept small and plain: it runs before anything else.
 *
 * A form marked `${NATIVE_POST_ATTRIBUTE}` (src/shared/native-forms.ts) is the server's to answer: its
 * radios are chosen by the browser (and the choice is handed to the app later, as a tap), and its
 * submission goes at once, its button waiting until the answer comes. Only when a tap in that form is
 * still held (a quantity raised) is the submission held behind it, so the taps keep their order.
 */
export const EARLY_TAPS_SCRIPT = `(function () {
  var state = (window.${EARLY_TAPS_GLOBAL} = { live: false, taps: [] });
  var skipped = /^(checkbox|radio|file|submit|button|reset|image|hidden)$/;
  function wait(control) {
    control.setAttribute('${TAP_WAITING_ATTRIBUTE}', '');
    control.setAttribute('aria-busy', 'true');
  }
  function hold(event, control, form) {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (control.hasAttribute('${TAP_WAITING_ATTRIBUTE}')) return;
    wait(control);
    var fields = [];
    if (form) {
      for (var i = 0; i < form.elements.length; i++) {
        var field = form.elements[i];
        if (field.name && 'value' in field && !skipped.test(field.type))
          fields.push([field, field.value]);
      }
    }
    state.taps.push({ control: control, form: form, fields: fields });
  }
  function inPage(element) {
    var root = document.getElementById('root');
    return root !== null && root.contains(element);
  }
  function nativePost(form) {
    return form !== null && form.hasAttribute('${NATIVE_POST_ATTRIBUTE}');
  }
  function heldIn(form) {
    for (var i = 0; i < state.taps.length; i++)
      if (!state.taps[i].choice && form.contains(state.taps[i].control)) return true;
    return false;
  }
  addEventListener('click', function (event) {
    if (state.live || !(event.target instanceof Element)) return;
    var control = event.target.closest('button, label, input[type=radio], input[type=checkbox], [data-early-tap]');
    // A label is a choice (a pickup slot) when it names a radio or checkbox; one naming a text
    // field only moves the focus, which works without the app.
    if (control && control.tagName === 'LABEL' && !(control.control && /^(radio|checkbox)$/.test(control.control.type)))
      return;
    if (!control || control.disabled || (control.control && control.control.disabled) || !inPage(control)) return;
    var choice = control.control || control;
    if (/^radio$/.test(choice.type) && nativePost(choice.form)) {
      state.taps.push({ control: control, form: null, fields: [], choice: true });
      return;
    }
    if (control.type === 'submit' && nativePost(control.form)) return;
    hold(event, control, control.type === 'submit' ? control.form : null);
  }, true);
  addEventListener('submit', function (event) {
    var form = event.target;
    if (state.live || !inPage(form)) return;
    var submitter = event.submitter || form;
    if (!nativePost(form) || heldIn(form)) return hold(event, submitter, form);
    if (submitter.hasAttribute('${TAP_WAITING_ATTRIBUTE}')) return event.preventDefault();
    wait(submitter);
  }, true);
  // Back to a page kept whole by the browser: its sent form may be sent again.
  addEventListener('pageshow', function () {
    var sent = document.querySelectorAll('[${NATIVE_POST_ATTRIBUTE}] [${TAP_WAITING_ATTRIBUTE}]');
    for (var i = 0; i < sent.length; i++) {
      sent[i].removeAttribute('${TAP_WAITING_ATTRIBUTE}');
      sent[i].removeAttribute('aria-busy');
    }
  });
})();`;

/**
 * How a held control looks: dimmed, with a spinner drawn in CSS alone (no script is live yet). A
 * radio the browser chose in a form it may send itself is outlined until the app draws the choice.
 */
export const EARLY_TAPS_STYLE = `[${TAP_WAITING_ATTRIBUTE}]{position:relative;opacity:.75;cursor:progress}
[${TAP_WAITING_ATTRIBUTE}]::after{content:"";position:absolute;top:50%;right:.75rem;width:1rem;height:1rem;margin-top:-.5rem;box-sizing:border-box;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:tap-waiting .8s linear infinite}
[${NATIVE_POST_ATTRIBUTE}] label[data-state=unchecked]:has(input[type=radio]:checked){outline:2px solid currentColor;outline-offset:-2px}
[${NATIVE_POST_ATTRIBUTE}] label[data-state=unchecked]:has(input[type=radio]:checked) :is([data-part=item-control],[data-part=item-indicator]){background:radial-gradient(var(--chakra-colors-color-palette-solid,CanvasText) 35%,transparent 42%)}
@keyframes tap-waiting{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){[${TAP_WAITING_ATTRIBUTE}]::after{animation-duration:2.4s}}`;
