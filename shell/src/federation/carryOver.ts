// A prerendered remote page is a working page until scripts run: a visitor (or a keyboard test)
// can tab into it and type before the shell makes it inert and the live page replaces it. What
// they did there is carried over to the live page, so no keystroke is lost and focus stays where
// it was: the values of the fields they changed, the focused control and the caret.

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a visitor did in the prerendered copy. */
export interface VisitorState {
  values: Array<{ key: string; value: string; checked?: boolean }>;
  focus: string | null;
  selection: [number, number] | null;
}

const CONTROLS = 'input, select, textarea, button, a[href], [tabindex]';

/** The same control in the prerendered copy and in the live page: its name, id, or link/button text. */
function controlKey(element: Element): string | null {
  const name = element.getAttribute('name');
  if (name && /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName)) {
    // Radio buttons share a name; each is told apart by its value.
    return `name:${name}${element.getAttribute('type') === 'radio' ? `:${element.getAttribute('value') ?? ''}` : ''}`;
  }
  if (element.id) return `id:${element.id}`;
  if (element instanceof HTMLAnchorElement) return `link:${element.getAttribute('href')}:${element.textContent?.trim()}`;
  if (element instanceof HTMLButtonElement) return `button:${element.textContent?.trim()}`;
  return null;
}

function isToggle(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

function changed(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? '');
  }
  return field.value !== field.defaultValue;
}

/** Reads what was typed, ticked, chosen and focused in `copy`. */
export function readVisitorState(copy: Element): VisitorState {
  const values: VisitorState['values'] = [];
  copy.querySelectorAll<Field>('input, select, textarea').forEach((field) => {
    const key = controlKey(field);
    if (key && changed(field)) values.push({ key, value: field.value, ...(isToggle(field) ? { checked: field.checked } : {}) });
  });
  const active = document.activeElement;
  const focused = active && copy.contains(active) ? active : null;
  const selection =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? ([focused.selectionStart ?? 0, focused.selectionEnd ?? 0] as [number, number])
      : null;
  return { values, focus: focused ? controlKey(focused) : null, selection };
}

/** The live control with `key`: the first one after the prerendered copy that is not inside it. */
function liveControl(copy: Element, key: string): HTMLElement | null {
  const scope = copy.parentElement ?? document.body;
  for (const element of scope.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (copy.contains(element) || !(copy.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (controlKey(element) === key) return element;
  }
  return null;
}

/** Sets a live field's value the way typing does, so React's onChange sees it. */
function setValue(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Gives the live page, now rendered after `copy`, what the visitor did in the copy. */
export function restoreVisitorState(copy: Element, state: VisitorState): void {
  for (const { key, value, checked } of state.values) {
    const live = liveControl(copy, key);
    if (isToggle(live as Element)) {
      if ((live as HTMLInputElement).checked !== checked) (live as HTMLInputElement).click();
    } else if (live instanceof HTMLInputElement || live instanceof HTMLSelectElement || live instanceof HTMLTextAreaElement) {
      if (live.value !== value) setValue(live, value);
    }
  }
  if (!state.focus) return;
  const target = liveControl(copy, state.focus);
  if (!target) return;
  target.focus({ preventScroll: true });
  if (state.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(...state.selection);
    } catch {
      // Not every input type has a caret (e-mail, number).
    }
  }
}
