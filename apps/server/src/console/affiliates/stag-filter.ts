/** What a report may read: these stags (null: all), or a refusal naming the stags not allowed. */
export type StagFilterResult =
  | { readonly ok: true; readonly stags: readonly string[] | null }
  | { readonly ok: false; readonly forbidden: readonly string[] };

/**
 * Narrows the viewer's stags (`visible`, null for all) to the ones a `stag=` filter asks for.
 * Asking for a stag the viewer may not see refuses the whole report instead of quietly leaving
 * it out (decision 048): an empty row for a stag would not tell "no traffic" from "not yours".
 */
export function applyStagFilter(
  visible: readonly string[] | null,
  requested: readonly string[],
): StagFilterResult {
  if (requested.length === 0) return { ok: true, stags: visible };
  if (visible === null) return { ok: true, stags: requested };
  const forbidden = requested.filter((stag) => !visible.includes(stag));
  return forbidden.length === 0 ? { ok: true, stags: requested } : { ok: false, forbidden };
}
