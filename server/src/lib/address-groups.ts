import { isIPv4, isIPv6 } from 'node:net';

/**
 * The block of addresses one party is taken to hold: an IPv4 /24 or an IPv6 /48, the smallest
 * blocks routinely handed to one customer or site (so one attacker cannot pass for many by
 * changing the last bits). An IPv4-mapped IPv6 address (::ffff:1.2.3.4) is its IPv4 address;
 * anything else (not an address) stands for itself.
 */
export function addressGroup(address: string): string {
  if (isIPv4(address)) return ipv4Group(address);
  const hextets = ipv6Hextets(address);
  if (!hextets) return address.slice(0, 64);
  if (hextets.slice(0, 5).every((hextet) => hextet === 0) && hextets[5] === 0xffff) {
    const [high, low] = [hextets[6]!, hextets[7]!];
    return ipv4Group(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  }
  return `${hextets
    .slice(0, 3)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/48`;
}

function ipv4Group(address: string): string {
  return `${address.split('.').slice(0, 3).join('.')}.0/24`;
}

/** The eight 16-bit groups of an IPv6 address (its zone dropped), or null when it is none. */
function ipv6Hextets(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  if (!isIPv6(text)) return null;
  // A dotted IPv4 tail is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((hextet) => parseInt(hextet, 16)));
  const [head, rest] = text.split('::') as [string, string | undefined];
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
