import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Notice, PageHeading, Panel } from './ui';

interface ContentEditorLayoutProps {
  heading: string;
  intro: string;
  /** The last save or delete, as useContentEditor words it. */
  message: { tone: 'error' | 'success'; text: string } | null;
  formId: string;
  formHeading: string;
  /** The id of the item being edited; the form's heading takes the focus when it changes. */
  editingId: string | null;
  form: ReactNode;
  /** The list of what is published. */
  children: ReactNode;
}

/** One content page of the office: heading, the last save's notice, the add/edit form, the list. */
export function ContentEditorLayout({ heading, intro, message, formId, formHeading, editingId, form, children }: ContentEditorLayoutProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editingId !== null) headingRef.current?.focus();
  }, [editingId]);
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <p>{intro}</p>
      {message && (
        <Notice role={message.tone === 'error' ? 'alert' : 'status'} $tone={message.tone}>
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
