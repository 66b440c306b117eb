import { useState } from 'react';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { useSession } from '../../../lib/session';
import { savedViewCopy } from '../../../content/records';
import { SAVED_VIEW_NAME_MAX, deleteView, readSavedViews, saveView } from '../lib/savedViews';
import type { SavedView } from '../lib/savedViews';
import { ControlLine, LineLabel, SmallButton, SmallInput } from './listControls';

/**
 * The signed-in person's saved views of a list: one click opens one (its filters and order), a
 * name and Save view keep the list as it is now, and each can be deleted.
 */
export function SavedViews({
  kind,
  current,
  onOpen,
}: {
  kind: OfficeRecordKind;
  /** The list's query now, its page left out (viewQuery). */
  current: string;
  onOpen: (query: string) => void;
}) {
  const { state } = useSession();
  const email = state.kind === 'signed-in' ? state.staff.email : '';
  const [views, setViews] = useState<SavedView[]>(() => (email ? readSavedViews(localStorage, email, kind) : []));
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const id = `saved-view-${kind}`;
  if (!email) return null;
  const save = () => {
    if (name.trim() === '') {
      setMessage(savedViewCopy.nameNeeded);
      return;
    }
    setViews(saveView(localStorage, email, kind, { name, query: current }));
    setMessage(savedViewCopy.saved(name.trim()));
    setName('');
  };
  const remove = (view: SavedView) => {
    setViews(deleteView(localStorage, email, kind, view.name));
    setMessage(savedViewCopy.removed(view.name));
  };
  return (
    // A group, not a form: it sits on the filters' line, inside their form; Enter in the name saves the view.
    <ControlLine role="group" aria-label={savedViewCopy.label}>
      {views.length > 0 ? <LineLabel>{savedViewCopy.label}:</LineLabel> : null}
      {views.map((view) => (
        <span key={view.name}>
          <SmallButton variant={view.query === current ? 'primary' : 'outline'} onClick={() => onOpen(view.query)}>
            {view.name}
          </SmallButton>
          <SmallButton variant="ghost" aria-label={savedViewCopy.remove(view.name)} onClick={() => remove(view)}>
            ×
          </SmallButton>
        </span>
      ))}
      <label htmlFor={id} className="visually-hidden">
        {savedViewCopy.name}
      </label>
      <SmallInput
        id={id}
        value={name}
        maxLength={SAVED_VIEW_NAME_MAX}
        placeholder={savedViewCopy.name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          save();
        }}
        style={{ width: '8rem' }}
      />
      <SmallButton variant="outline" onClick={save}>
        {savedViewCopy.save}
      </SmallButton>
      <LineLabel role="status">{message}</LineLabel>
    </ControlLine>
  );
}
