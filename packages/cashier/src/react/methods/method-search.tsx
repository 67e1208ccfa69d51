import { useId } from 'react';
import type { Translate } from '../i18n/messages.ts';

export interface MethodSearchProps {
  query: string;
  onQuery: (query: string) => void;
  t: Translate;
}

/**
 * The picker's search box: a labelled search field filtering the methods by name as the player
 * types (the list announces the count). Escape clears it, as in the browsers' own search fields.
 */
export function MethodSearch({ query, onQuery, t }: MethodSearchProps) {
  const id = useId();
  return (
    <div className="pf-method-search" role="search">
      <label htmlFor={id} className="pf-field__label">
        {t('methods.search.label')}
      </label>
      <input
        id={id}
        type="search"
        className="pf-method-search__input"
        value={query}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={64}
        onChange={(event) => {
          onQuery(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query !== '') {
            event.preventDefault();
            onQuery('');
          }
        }}
      />
    </div>
  );
}
