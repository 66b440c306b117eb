import { useLoad } from '../useLoad';
import { useContentEditor } from './useContentEditor';
import { commonCopy } from '../../content/office';
import { RowActions } from './ResourceTable';
import { formIdOf } from './resource';
import type { Resource } from './resource';

/**
 * A content page's state over its resource: the list (loading, failed, loaded), the item being
 * edited, the last save's or delete's message; `save` adds the form's body, or changes the item
 * being edited; `actions` are a row's Edit and Delete (Delete asks first).
 */
export function useResource<Item, Body>(resource: Resource<Item, Body>) {
  const { api, idOf, one, copy } = resource;
  const formId = formIdOf(resource);
  const { state, reload } = useLoad(api.list, api.kind);
  const editor = useContentEditor<Item>(reload, formId);
  const { editing, edit, run, remove } = editor;
  const save = (body: Body) =>
    editing
      ? run(() => api.update(idOf(editing), body), copy.updated, commonCopy.saveFailed)
      : run(() => api.create(body), copy.added, commonCopy.saveFailed);
  const actions = (item: Item) => (
    <RowActions what={one(item)} onEdit={() => edit(item)} onDelete={() => remove(one(item), () => api.remove(idOf(item)), copy.deleted)} />
  );
  return { ...editor, state, reload, save, actions };
}

export type ResourceState<Item, Body> = ReturnType<typeof useResource<Item, Body>>;
