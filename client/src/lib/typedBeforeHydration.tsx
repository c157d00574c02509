import { createContext, useContext, useEffect, type ReactNode } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** The value setter of the element's own prototype: it sets the value without React's tracker seeing it. */
function setNativeValue(control: Control, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
}

/**
 * What a person typed, chose or ticked in a form the server rendered, before React hydrated it, stays on
 * screen, but React 19 keeps the page's value without telling the component: the form would then send the
 * server's value (often empty) while showing the typed one. Run once hydration is done, this tells React
 * of each such change as the event it missed, so the component's state matches the screen.
 */
export function replayInputTypedBeforeHydration(root: ParentNode) {
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected))
        control.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      // A radio button is replayed by the one chosen; unticking goes through the same click as ticking.
      if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) continue;
      const chosen = control.checked;
      control.checked = !chosen; // through React's tracker: the click below is then a change
      control.click();
      continue;
    }
    if (control instanceof HTMLInputElement && (control.type === 'file' || control.type === 'hidden')) continue;
    if (control.value === control.defaultValue) continue;
    const typed = control.value;
    control.value = control.defaultValue; // through React's tracker, which then sees the typed value as new
    setNativeValue(control, typed);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Sends the submit a person made before the form's part hydrated (held by the page's state script:
 * server/platform/pages/earlySubmits.ts), now that the form's code can. In a task of its own, once React
 * has applied what replayInputTypedBeforeHydration told it. A part other than the form's leaves it held: the
 * state script holds it again until the form's own part has hydrated and sends it.
 */
function sendHeldSubmit(root: ParentNode) {
  const held = window.__HELD_SUBMIT__;
  if (!held || !held.form.isConnected || !root.contains(held.form)) return;
  window.__HELD_SUBMIT__ = undefined;
  window.setTimeout(() => {
    const { form, submitter } = held;
    if (!form.isConnected) return;
    const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
    form.requestSubmit(button?.isConnected && button.form === form ? button : undefined);
  }, 0);
}

/** The element a hydration root took over, for the parts inside it (ReplayTypedInput, useReplayTypedInput). */
const HydrationRootContext = createContext<ParentNode | null>(null);

/** Around a tree being hydrated in `root`: its parts replay what was typed before (useReplayTypedInput). */
export function ReplayTypedInput({ root, children }: { root: ParentNode; children: ReactNode }) {
  return <HydrationRootContext.Provider value={root}>{children}</HydrationRootContext.Provider>;
}

/**
 * In a part that hydrates on its own (a lazy page or island: React hydrates each Suspense boundary in a pass
 * of its own): once it has, replays what was typed into the root before, and sends a submit made before. Parts
 * mounted after the page is hydrated (a client-side navigation) have nothing to replay.
 */
export function useReplayTypedInput() {
  const root = useContext(HydrationRootContext);
  useEffect(() => {
    if (!root || document.body.classList.contains('hydrated')) return;
    replayInputTypedBeforeHydration(root);
    sendHeldSubmit(root);
  }, [root]);
}
