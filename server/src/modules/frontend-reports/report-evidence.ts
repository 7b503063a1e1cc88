import { addressGroup } from '../../lib/address-groups.js';

/** Evidence keys of signed-in persons and of address groups: `person:<user id>`, `group:<address group>`. */
export const PERSON_EVIDENCE = 'person:';
export const GROUP_EVIDENCE = 'group:';

/**
 * Who vouches for a report, as the judge of a rollout counts it: the signed-in person who sent
 * it, else the address group it came from (IPv4 /24, IPv6 /48). However many browsers one party
 * holds, it stands for one reporter per person it can sign in as, or per address group it sends
 * from: browser ids cost an outsider nothing to multiply, accounts and address blocks do.
 */
export function evidenceOf(sender: { personId: string | null; address: string }): string {
  return sender.personId ? `${PERSON_EVIDENCE}${sender.personId}` : `${GROUP_EVIDENCE}${addressGroup(sender.address)}`;
}
