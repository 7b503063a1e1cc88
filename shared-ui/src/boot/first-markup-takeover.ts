// The page may show a screen's markup (rendered by its remote's build, put first in #root by the
// built-in server) before the app's code has arrived, and the visitor may already type into it or
// send its form (the page's boot script holds a form sent then: first-screen-boot.ts). React
// replaces the markup with the screen it renders itself; this carries over what was typed, where
// the caret was and a held sending, so nothing done on the markup is lost.

/** How long after the markup goes the app's screen may take to show the same fields. */
const FIELDS_WAIT_MS = 10_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface MarkupState {
  typed: { name: string; value: string }[];
  focused: string | null;
  sent: boolean;
}

const FIELDS = 'input[name], textarea[name], select[name]';

function stateOf(markup: Element, focused: string | null): MarkupState {
  const typed = [...markup.querySelectorAll<Field>(FIELDS)]
    .filter((field) =>
      field instanceof HTMLSelectElement ? field.selectedOptions[0]?.defaultSelected === false : field.value !== field.defaultValue,
    )
    .map(({ name, value }) => ({ name, value }));
  return { typed, focused, sent: markup.querySelector('form[data-sent]') !== null };
}

/** Sets a field's value as typing would, so that React's onChange sees it. */
function typeInto(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Applies the state to the app's screen once its fields are there; false while they are not. */
function applied(root: HTMLElement, { typed, focused, sent }: MarkupState): boolean {
  const field = (name: string) => root.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
  const names = [...typed.map(({ name }) => name), ...(focused ? [focused] : [])];
  if (names.length === 0 && !sent) return true;
  const form = root.querySelector('form');
  if (names.some((name) => !field(name)) || (sent && !form)) return false;
  for (const { name, value } of typed) typeInto(field(name)!, value);
  if (focused) field(focused)!.focus();
  if (sent) form!.requestSubmit();
  return true;
}

/**
 * Watches #root's markup, if it has one, until the app has replaced it and shown the same fields.
 * Called just before the app's first render.
 */
export function takeOverFirstMarkup(root: HTMLElement, fieldsWaitMs = FIELDS_WAIT_MS): void {
  const markup = root.querySelector('#first-markup');
  if (!markup) return;
  let focused: string | null = null;
  const noteFocus = () => {
    const active = document.activeElement as Field | null;
    if (active && markup.contains(active)) focused = active.name || null;
  };
  noteFocus();
  markup.addEventListener('focusin', noteFocus);
  let state: MarkupState | null = null;
  let giveUpAt = 0;
  const observer = new MutationObserver(() => {
    if (markup.isConnected) return;
    if (!state) {
      state = stateOf(markup, focused);
      giveUpAt = Date.now() + fieldsWaitMs;
    }
    if (applied(root, state) || Date.now() > giveUpAt) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
}
