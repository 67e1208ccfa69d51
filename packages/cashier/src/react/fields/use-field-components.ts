import { useEffect, useState } from 'react';
import type { FieldDefinition } from '@playfront/contracts';
import { preloadValidators } from '../../core/fields/on-demand-validators.ts';
import { fieldComponentsLoaded, loadFieldComponents } from './field-registry.ts';

/**
 * Loads what `fields` need beyond the first load (crypto and masked components, address checksums,
 * phone plans); true once every component is here. The form shows whole: a field filling in later
 * would shift the pay button under the player's pointer.
 */
export function useFieldComponents(fields: readonly FieldDefinition[]): boolean {
  const [, setArrived] = useState(0);
  useEffect(() => {
    void preloadValidators(fields);
    if (fieldComponentsLoaded(fields)) return;
    let current = true;
    void loadFieldComponents(fields).then(() => {
      if (current) setArrived((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [fields]);
  return fieldComponentsLoaded(fields);
}
