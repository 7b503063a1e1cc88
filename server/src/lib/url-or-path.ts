/**
 * URL fields of the back office: an absolute http(s) URL with a host, or a site-relative path
 * ("/media/..."). Protocol-relative "//host" and backslashes (which browsers read as slashes) are
 * refused, as are javascript:, data: and every other scheme. The empty string passes: it means
 * "no URL" and is stored as null.
 */
export function isUrlOrPath(value: string): boolean {
  if (value === '') return true;
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  return /^https?:\/\/[^/?#@]+([/?#].*)?$/i.test(value) || /^\/(?!\/)/.test(value);
}
