import { Hint } from '../ui';
import { ContentImage } from './ContentImage';
import type { Column } from './resource';

// Columns more than one content kind lists.

/** The item's stored image, described by the item's name ("Photo of Asha Rao"). */
export function imageColumn<Item>(
  copy: { label: string; alt: (of: string) => string },
  fileOf: (item: Item) => string,
  nameOf: (item: Item) => string,
  round = false,
): Column<Item> {
  return { header: copy.label, cell: (item) => <ContentImage file={fileOf(item)} alt={copy.alt(nameOf(item))} round={round} /> };
}

/** The row's header: the item's title, and a detail in small print under it. */
export function titleColumn<Item>(header: string, titleOf: (item: Item) => string, detailOf: (item: Item) => string): Column<Item> {
  return {
    header,
    rowHeader: true,
    cell: (item) => (
      <>
        {titleOf(item)}
        <Hint>{detailOf(item)}</Hint>
      </>
    ),
  };
}

/**
 * An item shown by its picture (an achievement's image, a teacher's photo): the image, described
 * by the item's title, then the title as the row's header with a detail under it.
 */
export function pictureColumns<Item>(
  image: { label: string; alt: (of: string) => string },
  titleHeader: string,
  of: { file: (item: Item) => string; title: (item: Item) => string; detail: (item: Item) => string },
  round = false,
): Column<Item>[] {
  return [imageColumn(image, of.file, of.title, round), titleColumn(titleHeader, of.title, of.detail)];
}
