/** Text is handed on in pieces of about this size: one write per event would cost more than the event. */
const CHUNK_CHARS = 64 * 1024;

/** A JSON array written item by item from `items`. */
export async function* jsonArray<T>(items: AsyncIterable<T>): AsyncIterable<string> {
  yield '[';
  let first = true;
  for await (const item of items) {
    yield first ? JSON.stringify(item) : `,${JSON.stringify(item)}`;
    first = false;
  }
  yield ']';
}

export type JsonPart = { readonly value: unknown } | { readonly items: AsyncIterable<unknown> };

/**
 * A JSON object written member by member: plain values at once, `items` as arrays streamed from
 * their source; text gathered into chunks of ~64 KiB so the reply's writes stay few.
 */
export async function* jsonObject(members: Iterable<[string, JsonPart]>): AsyncIterable<string> {
  let buffer = '{';
  let first = true;
  for (const [name, part] of members) {
    buffer += `${first ? '' : ','}${JSON.stringify(name)}:`;
    first = false;
    if ('value' in part) {
      buffer += JSON.stringify(part.value);
      continue;
    }
    for await (const piece of jsonArray(part.items)) {
      buffer += piece;
      if (buffer.length >= CHUNK_CHARS) {
        yield buffer;
        buffer = '';
      }
    }
  }
  yield `${buffer}}`;
}

/** Rows read a page at a time by a keyset: `page(after)` answers the rows after the last one given. */
export async function* paged<Row>(
  page: (after: Row | undefined) => Promise<readonly Row[]>,
  pageSize: number,
): AsyncIterable<Row> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    after = rows.at(-1);
    if (after === undefined || rows.length < pageSize) return;
  }
}

/** `items` mapped one by one. */
export async function* mapItems<A, B>(items: AsyncIterable<A>, map: (item: A) => B): AsyncIterable<B> {
  for await (const item of items) yield map(item);
}
