// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldProblem, problemProps } from './field-problem.tsx';

afterEach(cleanup);

describe('a field the API refused', () => {
  it('should be marked invalid and described by its hint and the refusal', () => {
    const problems = { password: 'Enter at least 10 characters.' };
    render(
      <>
        <label htmlFor="password">Password</label>
        <input id="password" {...problemProps('password', problems, 'password-hint')} />
        <p id="password-hint">At least 10 characters.</p>
        <FieldProblem id="password" problems={problems} />
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('password-hint password-problem');
    expect(screen.getByText('Enter at least 10 characters.').id).toBe('password-problem');
  });

  it('should stay as it was when the API said nothing of it', () => {
    expect(problemProps('email', { password: 'x' })).toEqual({});
    expect(problemProps('email', undefined, 'email-hint')).toEqual({ 'aria-describedby': 'email-hint' });
    const { container } = render(<FieldProblem id="email" problems={{ password: 'x' }} />);
    expect(container.textContent).toBe('');
  });
});
