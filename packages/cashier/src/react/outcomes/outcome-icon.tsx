import type { OutcomeTone } from '../../core/session/outcome-tone.ts';

/** The inner drawing of each tone's mark, on a 24×24 grid: a tick, a cross, a clock, a question. */
const PATHS: Readonly<Record<OutcomeTone, string>> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  failure: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  pending: 'M12 7v5l3.2 2',
  unknown: 'M9.6 9.4a2.5 2.5 0 1 1 3.4 2.3c-.7.3-1 .8-1 1.5v.6M12 16.6v.2',
};

/**
 * The tone's mark beside the heading, so an outcome never speaks by colour alone. Decorative
 * for assistive technology: the heading says the same in words.
 */
export function OutcomeIcon({ tone }: { tone: OutcomeTone }) {
  return (
    <svg
      className="pf-outcome__icon"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d={PATHS[tone]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
