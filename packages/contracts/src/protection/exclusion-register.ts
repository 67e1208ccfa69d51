/**
 * A registration the operator's exclusion register refuses (decision 066): an exclusion in force
 * for the same person on any brand of the operator. 403; the message says neither kind nor end.
 */
export const REGISTRATION_EXCLUDED = 'REGISTRATION_EXCLUDED';
