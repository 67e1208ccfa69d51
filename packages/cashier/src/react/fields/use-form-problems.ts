import { useState } from 'react';
import type { ValidationMessage } from '@playfront/contracts/field-rules';

/** Problems by field name: the core's (keys to translate) and the server's (already translated). */
export interface FormProblems {
  errors: Readonly<Record<string, ValidationMessage>>;
  setErrors: (errors: Readonly<Record<string, ValidationMessage>>) => void;
  setError: (name: string, problem: ValidationMessage | null) => void;
  touched: ReadonlySet<string>;
  touch: (names: Iterable<string>) => void;
  /** The server's problem of `name`, until its value changes. */
  serverError: (name: string) => string | undefined;
  clearServerError: (name: string) => void;
  /** Bumped when focus should move to the first invalid field. */
  focusRequest: number;
  requestFocus: () => void;
}

/** The form's problems; server problems replace what the player saw, and take focus. */
export function useFormProblems(serverErrors: Readonly<Record<string, string>> | undefined): FormProblems {
  const [errors, setErrors] = useState<Readonly<Record<string, ValidationMessage>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [focusRequest, setFocusRequest] = useState(0);
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  if (shownServerErrors !== serverErrors) {
    setShownServerErrors(serverErrors);
    setCleared(new Set());
    if (serverErrors !== undefined && Object.keys(serverErrors).length > 0) {
      setTouched(new Set(Object.keys(serverErrors)));
      setFocusRequest((request) => request + 1);
    }
  }
  return {
    errors,
    setErrors,
    setError: (name, problem) => {
      setErrors((current) => {
        if (problem === null) {
          if (!(name in current)) return current;
          const { [name]: _dropped, ...rest } = current;
          return rest;
        }
        return { ...current, [name]: problem };
      });
    },
    touched,
    touch: (names) => {
      setTouched((current) => {
        const added = [...names].filter((name) => !current.has(name));
        return added.length === 0 ? current : new Set([...current, ...added]);
      });
    },
    serverError: (name) => (cleared.has(name) ? undefined : serverErrors?.[name]),
    clearServerError: (name) => {
      setCleared((current) => new Set(current).add(name));
    },
    focusRequest,
    requestFocus: () => {
      setFocusRequest((request) => request + 1);
    },
  };
}
