import type { StoredEvent, WriteResult } from './events-sink.ts';

/** One commit's rows: each event_id once, with the request (its result) that brought it. */
export interface GroupedRows<Row = StoredEvent> {
  readonly rows: readonly Row[];
  /** Each row's event_id, by index in `rows`. */
  readonly ids: readonly string[];
  /** The result of each request of the group, in order; filled in by `settle`. */
  readonly results: readonly WriteResult[];
  readonly owners: readonly { accepted: number; duplicates: number }[];
}

const eventIdOf = (event: StoredEvent): string => event.event_id;

/**
 * The rows a group commit stores: the first occurrence of each event_id across the group's
 * requests, less those `known` already holds (in flight elsewhere); every other occurrence is
 * its request's duplicate. Every events sink commits this way.
 */
export function firstOccurrences(
  groups: readonly (readonly StoredEvent[])[],
  known: (eventId: string) => boolean = () => false,
): GroupedRows {
  return firstOccurrencesBy(groups, eventIdOf, known);
}

/** `firstOccurrences` for rows of any shape: `idOf` reads a row's event_id. */
export function firstOccurrencesBy<Row>(
  groups: readonly (readonly Row[])[],
  idOf: (row: Row) => string,
  known: (eventId: string) => boolean = () => false,
): GroupedRows<Row> {
  const rows: Row[] = [];
  const ids: string[] = [];
  const owners: { accepted: number; duplicates: number }[] = [];
  const seen = new Set<string>();
  const results = groups.map((group) => {
    const result = { accepted: 0, duplicates: 0 };
    for (const row of group) {
      const eventId = idOf(row);
      if (seen.has(eventId) || known(eventId)) {
        result.duplicates += 1;
      } else {
        seen.add(eventId);
        rows.push(row);
        ids.push(eventId);
        owners.push(result);
      }
    }
    return result;
  });
  return { rows, ids, results, owners };
}

/** Counts each row for its request: accepted when `isNew` says the store took it (row by id or by index in `rows`), else a duplicate. */
export function settle<Row>(
  grouped: GroupedRows<Row>,
  isNew: (eventId: string, index: number) => boolean,
): readonly WriteResult[] {
  grouped.ids.forEach((eventId, index) => {
    const owner = grouped.owners[index];
    if (owner === undefined) return;
    if (isNew(eventId, index)) owner.accepted += 1;
    else owner.duplicates += 1;
  });
  return grouped.results;
}
