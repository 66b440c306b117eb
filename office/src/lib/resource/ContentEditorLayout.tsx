import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Notice, PageHeading, Panel } from '../ui';
import type { EditorMessage } from './useContentEditor';

interface ContentEditorLayoutProps {
  heading: string;
  intro: string;
  /** The last save or delete, as useContentEditor words it. */
  message: EditorMessage | null;
  formId: string;
  formHeading: string;
  /** The id of the item being edited; the form's heading takes the focus when it changes. */
  editingId: string | null;
  form: ReactNode;
  /** The list of what is published. */
  children: ReactNode;
}

/**
 * One content page of the office: heading, the last save's notice, the add/edit form, the list.
 * The notice of a save or delete takes the keyboard's focus (the button pressed is busy or gone);
 * a refusal's notice takes it only when nothing else has it (the form focuses a field to fix).
 */
export function ContentEditorLayout({ heading, intro, message, formId, formHeading, editingId, form, children }: ContentEditorLayoutProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editingId !== null) headingRef.current?.focus();
  }, [editingId]);
  useEffect(() => {
    if (!message) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (message.tone === 'success' || lost) noticeRef.current?.focus();
  }, [message]);
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p>{intro}</p>
      {message && (
        <Notice ref={noticeRef} tabIndex={-1} role={message.tone === 'error' ? 'alert' : 'status'} $tone={message.tone}>
          {message.text}
        </Notice>
      )}
      <Panel aria-labelledby={formId}>
        <h2 id={formId} ref={headingRef} tabIndex={-1}>
          {formHeading}
        </h2>
        {form}
      </Panel>
      {children}
    </>
  );
}
