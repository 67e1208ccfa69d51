import { createElement, lazy, Suspense } from 'react';
import { useTranslate } from '../use-cashier.ts';
import type { LabelledFieldType } from './shell.ts';
import type { FieldComponent, FieldComponentProps, FieldOf } from './types.ts';

/** Holds a field's place while its component loads: its label, marked busy for assistive tech. */
function FieldPlaceholder({ field }: { field: FieldOf<LabelledFieldType> }) {
  const t = useTranslate();
  return (
    <div className="pf-field" data-field-type={field.type} data-loading="" aria-busy="true">
      <span className="pf-field__label">{t(field.labelKey)}</span>
    </div>
  );
}

/**
 * A field component loaded on demand from `chunk` (once; shared by the fields of one chunk), `pick`
 * taking the component from it. Once the chunk is in it renders at once; until then the field
 * shows its placeholder.
 */
export function lazyField<T extends LabelledFieldType, M>(
  chunk: { load: () => Promise<M>; loaded: () => M | undefined },
  pick: (module: M) => FieldComponent<T>,
): FieldComponent<T> {
  const Loaded = lazy(() => chunk.load().then((module) => ({ default: pick(module) as FieldComponent })));
  function LazyField(props: FieldComponentProps<T>) {
    // A form waits for its chunks (`fieldComponentsLoaded`): then no placeholder flashes first.
    const arrived = chunk.loaded();
    // `pick` answers the module's own export: the same component every render.
    if (arrived !== undefined) return createElement(pick(arrived), props);
    return (
      <Suspense fallback={<FieldPlaceholder field={props.field} />}>
        <Loaded {...(props as FieldComponentProps)} />
      </Suspense>
    );
  }
  return LazyField;
}
