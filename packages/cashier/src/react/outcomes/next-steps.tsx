import type { NextStep } from '../../core/session/outcome-tone.ts';
import { useTranslate } from '../use-cashier.ts';

/** What each next step does here; a step without a handler is not offered. */
export type NextStepHandlers = Partial<Record<NextStep, () => void>>;

const LABELS: Readonly<Record<NextStep, string>> = {
  retry: 'error.retry',
  other_method: 'outcome.other_method',
  check_again: 'outcome.check_again',
  new_payment: 'outcome.new_payment',
};

/** The buttons of `steps` that have a handler, the first one primary. */
export function NextSteps({ steps, on }: { steps: readonly NextStep[]; on: NextStepHandlers }) {
  const t = useTranslate();
  const offered = steps.filter((step) => on[step] !== undefined);
  return (
    <>
      {offered.map((step, index) => (
        <button
          key={step}
          type="button"
          className={index === 0 ? 'pf-cashier-button pf-cashier-button--primary' : 'pf-cashier-button'}
          data-step={step}
          onClick={on[step]}
        >
          {t(LABELS[step])}
        </button>
      ))}
    </>
  );
}
