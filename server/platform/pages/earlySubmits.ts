/**
 * The last statement of every server-rendered page's state script (./ssr.ts), which runs as soon as the page's
 * content is parsed. Until the page is marked hydrated, a submit that nothing prevented, of a form without an
 * `action`, is held: such a form is sent only by the page's code, and the browser's own submission would be a
 * GET of the same address with every field in its query string (a company's details, a homeowner's contact
 * details in the address bar, history and logs), leaving an empty form. The page's code sends the held submit
 * once the form's part has hydrated (client/src/lib/typedBeforeHydration.tsx). A form with an `action` is meant
 * to work without JavaScript and is left to the browser. Registered on the window, after the page's own
 * listeners have had their say.
 */
export const HOLD_EARLY_SUBMITS =
  "addEventListener('submit',function(e){var f=e.target;if(e.defaultPrevented||!(f instanceof HTMLFormElement)||f.hasAttribute('action')||document.body.classList.contains('hydrated'))return;e.preventDefault();window.__HELD_SUBMIT__={form:f,submitter:e.submitter||null}});";
