/** Parsed Set-Cookie line: name, value and attributes (lower-case keys). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...attrs] = line.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const attr of attrs) {
    const [key = '', ...rest] = attr.trim().split('=');
    attributes[key.toLowerCase()] = rest.length > 0 ? rest.join('=') : true;
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes };
}

export function setCookieLines(header: string | string[] | number | undefined): string[] {
  if (header === undefined || typeof header === 'number') return [];
  return Array.isArray(header) ? header : [header];
}

/** A browser-like cookie jar for one client (paths and domains ignored: one app, one origin). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(header: string | string[] | number | undefined): void {
    for (const line of setCookieLines(header)) {
      const cookie = parseSetCookie(line);
      const expired =
        cookie.value === '' ||
        cookie.attributes['max-age'] === '0' ||
        (typeof cookie.attributes.expires === 'string' && Date.parse(cookie.attributes.expires) < Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
