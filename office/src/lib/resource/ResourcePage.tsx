import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { ContentEditorLayout } from './ContentEditorLayout';
import { DataView } from '../ui';
import { useResource } from './useResource';
import type { ResourceState } from './useResource';
import type { ResourceFormProps } from './ResourceForm';
import { formIdOf } from './resource';
import type { Column, Resource } from './resource';
import { ResourceTable } from './ResourceTable';

/**
 * A content page: its heading and intro, the last save's notice, the add/edit form (a fresh one
 * for each item edited) and the list, by default the table of the resource's columns.
 */
export function ResourcePage<Item, Body>({
  resource,
  page,
  form,
  columns = resource.columns ?? [],
  children,
}: {
  resource: Resource<Item, Body>;
  page: ResourceState<Item, Body>;
  /** The add/edit form, given the item edited, the save and the cancel. */
  form: (props: ResourceFormProps<Item, Body>) => ReactNode;
  /** The list's columns when the page adds its own (an achievement's order). */
  columns?: readonly Column<Item>[];
  /** The list, when it is more than the table of the items (a puzzle's paging). */
  children?: (items: Item[]) => ReactNode;
}) {
  const { copy, idOf } = resource;
  const { editing } = page;
  const editingId = editing ? idOf(editing) : null;
  const list =
    children ??
    ((items: Item[]) => <ResourceTable label={copy.heading} columns={columns} rows={items} rowKey={idOf} actions={page.actions} />);
  return (
    <ContentEditorLayout
      heading={copy.heading}
      intro={copy.intro}
      message={page.message}
      formId={formIdOf(resource)}
      formHeading={editing ? copy.editHeading(editing) : copy.newHeading}
      editingId={editingId}
      form={<Fragment key={editingId ?? 'new'}>{form({ editing, onSubmit: page.save, onCancel: page.cancel })}</Fragment>}
    >
      <DataView
        state={page.state}
        reload={page.reload}
        empty={copy.empty ?? ''}
        isEmpty={(items) => copy.empty !== undefined && items.length === 0}
      >
        {list}
      </DataView>
    </ContentEditorLayout>
  );
}

/** A content page that is its resource's form and table, and nothing more. */
export function PlainResourcePage<Item, Body>({
  resource,
  form,
}: {
  resource: Resource<Item, Body>;
  form: (props: ResourceFormProps<Item, Body>) => ReactNode;
}) {
  return <ResourcePage resource={resource} page={useResource(resource)} form={form} />;
}
