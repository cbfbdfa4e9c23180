/**
 * A Content-Disposition that cannot break the header or smuggle a path (RFC 6266, RFC 8187):
 * an ASCII fallback `filename` with anything outside a safe set replaced, and the real name
 * as UTF-8 in `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^A-Za-z0-9\-_.!~*'() ]/g, '_').replace(/^\.+/, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
