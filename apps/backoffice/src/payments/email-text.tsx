/**
 * An e-mail address that may wrap before its `@` and nowhere inside a word: a narrow column
 * otherwise broke it mid-name ("player-569@players.pla|yfront.test").
 */
export function EmailText({ email }: { readonly email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
