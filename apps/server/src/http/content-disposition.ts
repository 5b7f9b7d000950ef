/**
 * `Content-Disposition: attachment` for any file name (RFC 6266): an ASCII `filename` for old
 * clients (other characters as `_`, no quotes or backslashes) and the exact name as UTF-8 in `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
