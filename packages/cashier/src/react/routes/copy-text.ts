/**
 * Writes `text` to the clipboard; answers false when the clipboard is missing (an insecure
 * context) or refused, so the caller can say so rather than fail silently.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = (navigator as Partial<Navigator>).clipboard;
  if (clipboard === undefined) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
