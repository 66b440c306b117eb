// A prerendered remote page is a working page until the live page replaces it: a visitor (or a
// keyboard test) can tab into it, type, and press a button. What they did there is carried over to
// the live page in the moment of the swap, so no keystroke is lost and focus stays where it was:
// the values of the fields they changed, the focused control and the caret. A link or button
// pressed (or a form sent with Enter) once scripts run is held, and pressed again on the live page.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a visitor did in the prerendered copy, each control named by its key (`controlKeys`). */
export interface VisitorState {
  values: Array<{ key: string; value: string; checked?: boolean }>;
  focus: string | null;
  selection: [number, number] | null;
  /** The link or button pressed in the copy after scripts ran, pressed again on the live page. */
  pressed: string | null;
}

const CONTROLS = 'input, select, textarea, button, a[href], [tabindex]';
const PRESSABLE = 'a[href], button, input[type="submit"]';

/**
 * What a control is in both pages: a field's name, a link's address and text, a button's text, or
 * else its id (an id made by React's useId can differ between the prerender and the live page).
 */
function kind(element: Element): string | null {
  const name = element.getAttribute('name');
  if (name && /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName)) {
    // Radio buttons share a name; each is told apart by its value.
    return `name:${name}${element.getAttribute('type') === 'radio' ? `:${element.getAttribute('value') ?? ''}` : ''}`;
  }
  if (element instanceof HTMLAnchorElement) return `link:${element.getAttribute('href')}:${element.textContent?.trim()}`;
  if (element instanceof HTMLButtonElement) return `button:${element.textContent?.trim()}`;
  return element.id ? `id:${element.id}` : null;
}

/**
 * The same control in the prerendered copy and in the live page: its kind and, as two cards can
 * each have an "Apply Now" to the same page, which one of that kind it is, in document order.
 */
function controlKeys(controls: Iterable<Element>): Map<Element, string> {
  const keys = new Map<Element, string>();
  const seen = new Map<string, number>();
  for (const control of controls) {
    const base = kind(control);
    if (base === null) continue;
    const nth = seen.get(base) ?? 0;
    seen.set(base, nth + 1);
    keys.set(control, `${base}#${nth}`);
  }
  return keys;
}

function isToggle(element: Element | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

function isField(element: Element | null): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

function changed(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? '');
  }
  return field.value !== field.defaultValue;
}

/**
 * From now until `release()`, a link or button pressed in `copy` (a click, Enter or Space, or Enter
 * in a field, which presses the form's default button) does nothing there: the no-script way of
 * following a link or sending a form would load a new page and lose what the live page adds (the
 * opening chosen, the registration number). `pressed()` names the last one, for the live page.
 */
export function holdPresses(copy: HTMLElement) {
  let pressed: string | null = null;
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!control || !copy.contains(control)) return;
    // A link opened in a new tab or window leaves this page as it is.
    if (control instanceof HTMLAnchorElement && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    pressed = controlKeys(copy.querySelectorAll(CONTROLS)).get(control) ?? null;
  };
  const onSubmit = (event: SubmitEvent) => event.preventDefault();
  copy.addEventListener('click', onClick, true);
  copy.addEventListener('submit', onSubmit, true);
  return {
    pressed: () => pressed,
    release: () => {
      copy.removeEventListener('click', onClick, true);
      copy.removeEventListener('submit', onSubmit, true);
    },
  };
}

/** Reads what was typed, ticked, chosen and focused in `copy`, and the control `pressed` there. */
export function readVisitorState(copy: Element, pressed: string | null = null): VisitorState {
  const keys = controlKeys(copy.querySelectorAll(CONTROLS));
  const values: VisitorState['values'] = [];
  for (const [control, key] of keys) {
    if (isField(control) && changed(control))
      values.push({ key, value: control.value, ...(isToggle(control) ? { checked: control.checked } : {}) });
  }
  const active = document.activeElement;
  const focused = active && copy.contains(active) ? active : null;
  const selection =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? ([focused.selectionStart ?? 0, focused.selectionEnd ?? 0] as [number, number])
      : null;
  return { values, focus: focused ? (keys.get(focused) ?? null) : null, selection, pressed };
}

/** The live page's controls by key: those after the prerendered copy and not inside it. */
function liveControls(copy: Element): Map<string, HTMLElement> {
  const scope = copy.parentElement ?? document.body;
  const live = [...scope.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (element) => !copy.contains(element) && copy.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return new Map([...controlKeys(live)].map(([element, key]) => [key, element as HTMLElement]));
}

/** Sets a live field's value the way typing does, so React's onChange sees it. */
function setValue(field: Field, value: string): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the prototype's setter, called on the field itself just below
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Gives the live page, now rendered after `copy`, what the visitor did in the copy. */
export function restoreVisitorState(copy: Element, state: VisitorState): void {
  const live = liveControls(copy);
  for (const { key, value, checked } of state.values) {
    const field = live.get(key) ?? null;
    if (isToggle(field)) {
      if (field.checked !== checked) field.click();
    } else if (isField(field) && field.value !== value) {
      setValue(field, value);
    }
  }
  const target = state.focus ? live.get(state.focus) : undefined;
  if (target) {
    target.focus({ preventScroll: true });
    if (state.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
      try {
        target.setSelectionRange(...state.selection);
      } catch {
        // Not every input type has a caret (e-mail, number).
      }
    }
  }
  const pressed = state.pressed ? live.get(state.pressed) : undefined;
  // Pressed once the live page's handlers have its restored values, outside React's commit.
  if (pressed) queueMicrotask(() => pressed.click());
}
