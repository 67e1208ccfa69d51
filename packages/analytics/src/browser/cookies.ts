/** Reads a cookie of this page; null when absent, empty, undecodable or when cookies are blocked. */
export const readCookie = (name: string): string | null => {
  try {
    const value = new RegExp(`(^|;) *${name}=([^;]*)`).exec(document.cookie)?.[2];
    return value ? decodeURIComponent(value) : null;
  } catch {
    // Sandboxed frames throw SecurityError on document.cookie.
    return null;
  }
};

/**
 * Writes a first-party cookie for the whole site, kept one year (or `maxAge` seconds: 0
 * removes it), sent on top-level navigation. The value must be cookie-safe already (ids are:
 * letters, digits, - and _).
 */
export const writeCookie = (name: string, value: string, maxAge = 31536000): void => {
  try {
    document.cookie = `${name}=${value};max-age=${maxAge};path=/;SameSite=Lax`;
  } catch {
    // Blocked cookies: storage still holds the value.
  }
};
