// How many live-feed sockets one server instance holds (docs/reliability.md, "Live feed"): at most
// `maxSockets` in all and `maxSocketsPerAddress` from one client address (request.ip, so behind a
// proxy TRUST_PROXY decides which address counts). Both come from the configuration
// (LIVE_MAX_SOCKETS, LIVE_MAX_SOCKETS_PER_ADDRESS). Each socket costs memory and a share of every
// fan-out; without a bound, one address could hold every slot and slow every change for everyone.

export type LiveLimits = {
  maxSockets: number;
  maxSocketsPerAddress: number;
};

export type LiveRefusal = 'address' | 'total';

export class LiveAdmission {
  private total = 0;
  private readonly perAddress = new Map<string, number>();

  constructor(private readonly limits: LiveLimits) {}

  get socketCount(): number {
    return this.total;
  }

  /** Why one more socket from `address` would be refused, or null when it fits. */
  refusal(address: string): LiveRefusal | null {
    if ((this.perAddress.get(address) ?? 0) >= this.limits.maxSocketsPerAddress) return 'address';
    if (this.total >= this.limits.maxSockets) return 'total';
    return null;
  }

  /** Counts one socket from `address` in; the returned function counts it out (once). Null when full. */
  tryAdmit(address: string): (() => void) | null {
    if (this.refusal(address) !== null) return null;
    this.total += 1;
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
}
