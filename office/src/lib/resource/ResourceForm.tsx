import type { FormEvent, ReactNode } from 'react';
import { Button } from '@academy/shared';
import { commonCopy } from '../../content/office';
import { Row } from '../ui';

/** What a content page gives its form: the item edited (null for a new one), the save, the cancel. */
export interface ResourceFormProps<Item, Body> {
  editing: Item | null;
  /** Saves; the server's per-field messages when it refuses, else null. */
  onSubmit: (body: Body) => Promise<Record<string, string> | null>;
  onCancel: () => void;
}

/** A content form's frame: its fields, then Add (or Save, with Cancel, when editing). */
export function ResourceForm({
  editing,
  submitting,
  createLabel = commonCopy.create,
  onSubmit,
  onCancel,
  children,
}: {
  editing: boolean;
  submitting: boolean;
  createLabel?: string;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      {children}
      <Row>
        <Button type="submit" busy={submitting} busyLabel={commonCopy.save}>
          {editing ? commonCopy.save : createLabel}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            {commonCopy.cancel}
          </Button>
        )}
      </Row>
    </form>
  );
}
