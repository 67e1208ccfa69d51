/** The form's error, announced to screen readers when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  return (
    <p role="alert" className={message === undefined ? 'form-error form-error--empty' : 'form-error'}>
      {message}
    </p>
  );
}
