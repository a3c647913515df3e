// How many live-feed sockets one server instance holds (docs/reliability.md, "Live feed"): at most
// `maxSockets` in all and `maxSocketsPerAddress` from one client address (request.ip, so behind a
// proxy TRUST_PROXY decides which address counts). Both come from the configuration
// (LIVE_MAX_SOCKETS, LIVE_MAX_SOCKETS_PER_ADDRESS). Each socket costs memory and a share of every
// fan-out; without a bound, one address could hold every slot and slow every change for everyone.
//
// "One address" is an address group (lib/address-group.ts): an IPv4 address, or an IPv6 /64, which
// one home or phone holds whole and picks addresses from at will. A provider may hand a customer a
// /56 (256 /64s), so a /56 has its own, looser cap: PER_56_FACTOR times the /64's.
import { addressGroup } from '../../lib/address-group.js';

export type LiveLimits = {
  maxSockets: number;
  maxSocketsPerAddress: number;
};

export type LiveRefusal = 'address' | 'total';

/** Sockets one IPv6 /56 may hold, in /64 caps: four households' worth, not the 256 /64s it spans. */
export const PER_56_FACTOR = 4;

/** The groups a client address counts in: its /64 (or IPv4 address), and for IPv6 its /56. */
function groupsOf(address: string): string[] {
  const group64 = addressGroup(address, 64);
  return group64.includes('/') ? [group64, addressGroup(address, 56)] : [group64];
}

export class LiveAdmission {
  private total = 0;
  /** Sockets per group key (an IPv4 address, an IPv6 `…/64` or `…/56`). */
  private readonly perGroup = new Map<string, number>();

  constructor(private readonly limits: LiveLimits) {}

  get socketCount(): number {
    return this.total;
  }

  private capOf(group: string): number {
    return group.endsWith('/56') ? this.limits.maxSocketsPerAddress * PER_56_FACTOR : this.limits.maxSocketsPerAddress;
  }

  /** Why one more socket from `address` would be refused, or null when it fits. */
  refusal(address: string): LiveRefusal | null {
    if (groupsOf(address).some((group) => (this.perGroup.get(group) ?? 0) >= this.capOf(group))) return 'address';
    if (this.total >= this.limits.maxSockets) return 'total';
    return null;
  }

  /** Counts one socket from `address` in; the returned function counts it out (once). Null when full. */
  tryAdmit(address: string): (() => void) | null {
    if (this.refusal(address) !== null) return null;
    const groups = groupsOf(address);
    this.total += 1;
    for (const group of groups) this.perGroup.set(group, (this.perGroup.get(group) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      for (const group of groups) {
        const left = (this.perGroup.get(group) ?? 1) - 1;
        if (left > 0) this.perGroup.set(group, left);
        else this.perGroup.delete(group);
      }
    };
  }
}
