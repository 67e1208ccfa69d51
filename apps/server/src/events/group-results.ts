import type { WriteResult } from './events-sink.ts';

/** What a group commit needs of a row: its event_id (a stored event, or a ClickHouse line). */
export interface IdentifiedRow {
  readonly event_id: string;
}

/** One commit's rows: each event_id once, with the request (its result) that brought it. */
export interface GroupedRows<Row extends IdentifiedRow> {
  readonly rows: readonly Row[];
  /** The result of each request of the group, in order; filled in by `settle`. */
  readonly results: readonly WriteResult[];
  readonly owners: readonly { accepted: number; duplicates: number }[];
}

/**
 * The rows a group commit stores: the first occurrence of each event_id across the group's
 * requests, less those `known` already holds (in flight elsewhere); every other occurrence is
 * its request's duplicate. Every events sink commits this way.
 */
export function firstOccurrences<Row extends IdentifiedRow>(
  groups: readonly (readonly Row[])[],
  known: (eventId: string) => boolean = () => false,
): GroupedRows<Row> {
  const rows: Row[] = [];
  const owners: { accepted: number; duplicates: number }[] = [];
  const seen = new Set<string>();
  const results = groups.map((events) => {
    const result = { accepted: 0, duplicates: 0 };
    for (const event of events) {
      if (seen.has(event.event_id) || known(event.event_id)) {
        result.duplicates += 1;
      } else {
        seen.add(event.event_id);
        rows.push(event);
        owners.push(result);
      }
    }
    return result;
  });
  return { rows, results, owners };
}

/** Counts each row for its request: accepted when `isNew` says the store took it (row by id or by index in `rows`), else a duplicate. */
export function settle<Row extends IdentifiedRow>(
  grouped: GroupedRows<Row>,
  isNew: (eventId: string, index: number) => boolean,
): readonly WriteResult[] {
  grouped.rows.forEach((row, index) => {
    const owner = grouped.owners[index];
    if (owner === undefined) return;
    if (isNew(row.event_id, index)) owner.accepted += 1;
    else owner.duplicates += 1;
  });
  return grouped.results;
}
