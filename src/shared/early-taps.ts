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

/** The attribute a held control carries until the app presses it again; the waiting look hangs on it. */
export const TAP_WAITING_ATTRIBUTE = 'data-tap-waiting';

/**
 * Holds a click on any button, radio or checkbox of the page (or a control marked `data-early-tap`)
 * and a form's submission, with the values typed in that form, until the app sets `live`. A second tap on a
 * control already waiting is one tap. Kept small and plain: it runs before anything else.
 */
export const EARLY_TAPS_SCRIPT = `(function () {
  var state = (window.${EARLY_TAPS_GLOBAL} = { live: false, taps: [] });
  var skipped = /^(checkbox|radio|file|submit|button|reset|image|hidden)$/;
  function hold(event, control, form) {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (control.hasAttribute('${TAP_WAITING_ATTRIBUTE}')) return;
    control.setAttribute('${TAP_WAITING_ATTRIBUTE}', '');
    control.setAttribute('aria-busy', 'true');
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
  addEventListener('click', function (event) {
    if (state.live || !(event.target instanceof Element)) return;
    var control = event.target.closest('button, label, input[type=radio], input[type=checkbox], [data-early-tap]');
    // A label is a choice (a pickup slot) when it names a radio or checkbox; one naming a text
    // field only moves the focus, which works without the app.
    if (control && control.tagName === 'LABEL' && !(control.control && /^(radio|checkbox)$/.test(control.control.type)))
      return;
    if (!control || control.disabled || (control.control && control.control.disabled) || !inPage(control)) return;
    hold(event, control, control.type === 'submit' ? control.form : null);
  }, true);
  addEventListener('submit', function (event) {
    var form = event.target;
    if (state.live || !inPage(form)) return;
    hold(event, event.submitter || form, form);
  }, true);
})();`;

/** How a held control looks: dimmed, with a spinner drawn in CSS alone (no script is live yet). */
export const EARLY_TAPS_STYLE = `[${TAP_WAITING_ATTRIBUTE}]{position:relative;opacity:.75;cursor:progress}
[${TAP_WAITING_ATTRIBUTE}]::after{content:"";position:absolute;top:50%;right:.75rem;width:1rem;height:1rem;margin-top:-.5rem;box-sizing:border-box;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:tap-waiting .8s linear infinite}
@keyframes tap-waiting{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){[${TAP_WAITING_ATTRIBUTE}]::after{animation-duration:2.4s}}`;
