import { SUBMIT_STATUSES, type SubmitStatus } from '@playfront/contracts';

/**
 * Names of the submit states: `idle`, `submitting`, one state per submit outcome status
 * (`notify`, `user_redirected`, `iframe_opened`, `outdated_method_fields`, `install_metamask`,
 * `unknown`) and `error`.
 */
export const SUBMIT_STATE_NAMES = ['idle', 'submitting', ...SUBMIT_STATUSES, 'error'] as const;
export type SubmitStateName = (typeof SUBMIT_STATE_NAMES)[number];

/** The outcome states: where a submit that got an answer with `ok: true` lands. */
export type OutcomeStateName = SubmitStatus;

const AFTER_ANSWER: readonly SubmitStateName[] = ['idle', 'submitting'];

/**
 * The allowed moves, and the only ones. `submitting` is left only by an answer, so a second
 * submit while one runs is refused. After an answer the form may be reset (`idle`) or sent
 * again as a new attempt (`submitting`); an `error` may also be retried with its own key.
 */
export const SUBMIT_TRANSITIONS: Readonly<Record<SubmitStateName, readonly SubmitStateName[]>> = {
  idle: ['submitting'],
  submitting: [...SUBMIT_STATUSES, 'error'],
  notify: AFTER_ANSWER,
  user_redirected: AFTER_ANSWER,
  iframe_opened: AFTER_ANSWER,
  outdated_method_fields: AFTER_ANSWER,
  install_metamask: AFTER_ANSWER,
  // Pending at the provider: sending again would start a second payment, so only a reset.
  unknown: ['idle'],
  error: AFTER_ANSWER,
};

/** True when the machine may go from `from` to `to`. */
export function canTransition(from: SubmitStateName, to: SubmitStateName): boolean {
  return SUBMIT_TRANSITIONS[from].includes(to);
}
