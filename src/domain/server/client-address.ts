// The address a per-client limit keys on, taken only from what Google's
// infrastructure wrote (docs/decisions/021). X-Forwarded-For is a list that
// every hop appends to; whatever stands left of the hops we trust is the
// caller's own text. The Functions Framework's `request.ip` is the left-most
// entry, so it is never used.
// - A direct call (the callables: the SDK posts to the function's own URL):
//   Google's front end appends the address it saw, so the right-most entry.
// - Through a Firebase Hosting rewrite: Hosting appends the address it saw,
//   then Google's front end appends Hosting's own; so the second from the
//   right. Only sound for a function that cannot be called directly.
// An IPv6 client holds a whole /64 (one home, one phone), so its key is the
// /64; an IPv4-mapped IPv6 address is the IPv4 address it maps. A /64 is
// cheap to rotate within the /56 or /48 a network is given, so the limits
// count those too (clientTiers; docs/decisions/028).

export type ClientPath = 'direct' | 'hosting';

export interface ClientRequest {
  /** The raw X-Forwarded-For header(s), as Node hands them over. */
  forwardedFor: string | readonly string[] | undefined;
  /** The socket's peer: what is left when no proxy wrote a header (the emulators). */
  socketAddress: string | undefined;
  path: ClientPath;
}

/** The key of a request whose trusted entry is not an address: one shared key, so garbage buys nothing. */
export const UNKNOWN_CLIENT = 'unknown';

/** How many entries from the right the trusted one stands on each path. */
const TRUSTED_FROM_RIGHT: Record<ClientPath, number> = { direct: 1, hosting: 2 };

export function clientAddress({ forwardedFor, socketAddress, path }: ClientRequest): string {
  const header = typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const trusted = entries.at(-TRUSTED_FROM_RIGHT[path]) ?? (entries.length === 0 ? socketAddress : undefined);
  return (trusted === undefined ? null : addressKey(trusted)) ?? UNKNOWN_CLIENT;
}

/** The limit's key of one address: IPv4 dotted, IPv6 its /64; null when it is not an address. */
export function addressKey(raw: string): string | null {
  const text = stripPort(raw.trim());
  const v4 = parseIpv4(text);
  if (v4) return v4.join('.');
  const v6 = parseIpv6(text);
  if (!v6) return null;
  if (v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff) {
    const [high = 0, low = 0] = v6.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${v6
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** A /64 key as addressKey writes it: four groups of hex, then '::/64'. */
const SLASH_64 = /^([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4}):([0-9a-f]{1,4})::\/64$/;

/**
 * The keys a client is counted under, narrowest first: an IPv6 /64 and the
 * /56 and /48 that hold it ('2001:db8:7:1a2b::/64' → also
 * '2001:db8:7:1a00::/56', '2001:db8:7::/48'); any other key (IPv4, the
 * shared 'unknown', the local backend's browser id) alone.
 */
export function clientTiers(client: string): { prefix: number; key: string }[] {
  const groups = SLASH_64.exec(client)?.slice(1).map((group) => parseInt(group, 16));
  if (!groups) return [{ prefix: 0, key: client }];
  const [a = 0, b = 0, c = 0, d = 0] = groups;
  const hex = (values: number[]) => values.map((value) => value.toString(16)).join(':');
  return [
    { prefix: 64, key: client },
    { prefix: 56, key: `${hex([a, b, c, d & 0xff00])}::/56` },
    { prefix: 48, key: `${hex([a, b, c])}::/48` },
  ];
}

/** '[2001:db8::1]:443' → '2001:db8::1'; '203.0.113.7:5060' → '203.0.113.7'; a zone id goes. */
function stripPort(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) return bracketed[1].replace(/%.*$/, '');
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  if (v4WithPort?.[1]) return v4WithPort[1];
  return text.replace(/%.*$/, '');
}

function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

function parseIpv6(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.split('::').length > 2) return null;
  const [head = '', tail] = text.split('::');
  const groups = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      const v4 = index === pieces.length - 1 && piece.includes('.') ? parseIpv4(piece) : null;
      if (v4) {
        out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  if (!front || !back) return null;
  if (tail === undefined) return front.length === 8 ? front : null;
  const missing = 8 - front.length - back.length;
  return missing >= 1 ? [...front, ...new Array<number>(missing).fill(0), ...back] : null;
}
