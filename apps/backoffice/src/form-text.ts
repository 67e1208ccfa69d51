/** A text field's value from a submitted form; '' when absent (a file input never is here). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
