import { lazy, Suspense } from 'react';
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
 * A field component loaded on demand: `load` imports its module (once; shared by the fields of one
 * chunk) and `pick` takes the component from it. Until it arrives the field shows its placeholder.
 */
export function lazyField<T extends LabelledFieldType, M>(
  load: () => Promise<M>,
  pick: (module: M) => FieldComponent<T>,
): FieldComponent<T> {
  const Loaded = lazy(() => load().then((module) => ({ default: pick(module) as FieldComponent })));
  function LazyField(props: FieldComponentProps<T>) {
    return (
      <Suspense fallback={<FieldPlaceholder field={props.field} />}>
        <Loaded {...(props as FieldComponentProps)} />
      </Suspense>
    );
  }
  return LazyField;
}
