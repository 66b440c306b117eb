import type { ReactNode } from 'react';
import type { ResourceApi } from './resourceApi';

// A content kind of the office (tournaments, puzzles, achievements, teachers, fees), as one
// definition the shared page, table and form frame read: its API helper, how an item is named
// and keyed, its list's columns and its words. What a kind does beyond that (a puzzle's paging,
// an achievement's order and image, a fee's course choice) stays on its own page.

/** A column of a content list. The row header column names the row for a screen reader. */
export interface Column<Row> {
  header: string;
  cell: (row: Row, index: number, rows: readonly Row[]) => ReactNode;
  rowHeader?: boolean;
}

/** The words every content page has. */
export interface ResourceCopy<Item> {
  heading: string;
  intro: string;
  /** The empty list's sentence; none when the list always has rows (the fees of every course). */
  empty?: string;
  newHeading: string;
  /** The add button's label; "Add" when not given. */
  create?: string;
  editHeading: (item: Item) => string;
  added: string;
  updated: string;
  deleted: string;
}

export interface Resource<Item, Body> {
  api: ResourceApi<Item, Body>;
  /** The item's id in its address, and its key in lists. */
  idOf: (item: Item) => string;
  /** The item in words, as its Edit and Delete buttons and the delete question say it: "the puzzle of 25/11/2026". */
  one: (item: Item) => string;
  /** The list's columns; none when the page lists more than its items (every course, a fee or not). */
  columns?: readonly Column<Item>[];
  copy: ResourceCopy<Item>;
}

/** The id of a content page's form heading (the keyboard's way back after Cancel): "puzzles-form". */
export const formIdOf = (resource: { api: { kind: string } }): string => `${resource.api.kind}-form`;
