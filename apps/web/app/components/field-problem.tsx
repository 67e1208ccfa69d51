import type { FieldProblems } from '../session/form-failure.ts';

/** The id of the text that says what is wrong with field `id`. */
const problemId = (id: string): string => `${id}-problem`;

/**
 * What an input carries when the API refused its value: marked invalid, and described by the
 * refusal (after its own hint, when it has one).
 */
export function problemProps(
  id: string,
  problems: FieldProblems | undefined,
  hintId?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const described = [hintId, problems?.[id] === undefined ? undefined : problemId(id)].filter(
    (part): part is string => part !== undefined,
  );
  return {
    ...(problems?.[id] === undefined ? {} : { 'aria-invalid': true }),
    ...(described.length === 0 ? {} : { 'aria-describedby': described.join(' ') }),
  };
}

/** Below a field: what the API said is wrong with its value, in the page's language. */
export function FieldProblem({ id, problems }: { id: string; problems: FieldProblems | undefined }) {
  const message = problems?.[id];
  return message === undefined ? null : (
    <p id={problemId(id)} className="form__problem">
      {message}
    </p>
  );
}
