/** A random id (24 hex digits): getRandomValues, unlike randomUUID, works on a plain-HTTP address too. */
export function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
