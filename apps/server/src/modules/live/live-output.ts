// The live feed's output, bounded (docs/reliability.md, "Live feed", "Unread output"). What a socket
// was sent but has not read sits in this process: in `ws`'s buffer (bufferedAmount) and in a short
// queue here. Both count against three budgets: the socket's own (about two 500-card lists), its
// client address's (an IPv4 address or an IPv6 /64, lib/address-group.ts) and the instance's.
//
// Frames go to `ws` only while its buffer is nearly empty, so that the queue here is where a newer
// frame can still replace an older one: a list replaces every unsent list and card (it is built later,
// from the same cards), a card the unsent card of the same bakery, a detail the unsent detail of the
// same bakery. A frame that does not fit a budget is not kept as bytes but as a note of what is owed —
// a fresh list (for a list or a card), the detail of a watched bakery — which the hub builds again
// once the socket has emptied its buffer and there is room; an error that does not fit is dropped.
// A socket that holds unread bytes is closed with 1013 when, for the drain timeout
// (LIVE_DRAIN_TIMEOUT_SECONDS) in a row, it read none of them, or it was owed output; the browser
// reconnects 3 s later.
import type { WebSocket } from 'ws';
import type { Config } from '../../config/index.js';
import { addressGroup } from '../../lib/address-group.js';
import { SocketOutput, type AddressBudget, type Frame, type OwedOutput } from './socket-output.js';

export type OutputLimits = Pick<Config['live'], 'maxOutputBytes' | 'maxOutputBytesPerAddress' | 'maxOutputBytesTotal' | 'drainTimeoutMs'>;

export type OutputStats = {
  /** Bytes held now for every socket (queued here or in `ws`'s buffers). */
  totalBytes: number;
  /** The most ever held at once: by the instance, by one client address, by one socket. */
  peakTotalBytes: number;
  peakAddressBytes: number;
  peakSocketBytes: number;
  /** Sockets now owed output that did not fit, while they still hold unread bytes. */
  owingSockets: number;
  /** Sockets closed because they did not read their output in time. */
  closedForLag: number;
};

/** `ws` gets the next frame while its buffer for the socket holds less than this: little to replace, enough to keep the link busy. */
const HANDOFF_BYTES = 16 * 1024;
/** A server frame's header is at most 10 bytes (unmasked, 64-bit length). */
const FRAME_HEADER_BYTES = 10;
/** Room asked for each owed detail before it is read again (a detail is about 2 kB). */
const DETAIL_ROOM_BYTES = 4 * 1024;
/** WebSocket close code "Try Again Later" (RFC 6455 registry). */
const TRY_AGAIN_LATER = 1013;
const LAGGING_CLOSE_REASON = 'Lecture trop lente';
const DEFAULT_POLL_INTERVAL_MS = 250;

export class LiveOutputs {
  private total = 0;
  private readonly addresses = new Map<string, AddressBudget>();
  /** Sockets that hold output or are owed some: looked at on every poll. */
  private readonly busy = new Set<SocketOutput>();
  private readonly timer: NodeJS.Timeout;
  private readonly now: () => number;
  private peaks = { total: 0, address: 0, socket: 0 };
  private closedForLag = 0;

  constructor(
    private readonly limits: OutputLimits,
    options: { pollIntervalMs?: number | undefined; now?: (() => number) | undefined } = {},
  ) {
    this.now = options.now ?? Date.now;
    this.timer = setInterval(() => this.poll(), options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS);
    this.timer.unref();
  }

  /** The output of a socket from a client at `address`; `serveOwed` rebuilds what it is owed. */
  open(socket: WebSocket, address: string, serveOwed: (owed: OwedOutput) => void): SocketOutput {
    const key = addressGroup(address);
    let budget = this.addresses.get(key);
    if (!budget) {
      budget = { key, bytes: 0, sockets: 0 };
      this.addresses.set(key, budget);
    }
    budget.sockets += 1;
    return new SocketOutput(socket, budget, serveOwed, this);
  }

  /** The socket is gone: what it held no longer counts (once). */
  release(out: SocketOutput): void {
    if (out.isReleased) return;
    this.count(out, -out.held);
    out.isReleased = true;
    out.pending.length = 0;
    out.pendingBytes = 0;
    out.buffered = 0;
    out.owesList = false;
    out.owedDetails.clear();
    this.busy.delete(out);
    out.address.sockets -= 1;
    if (out.address.sockets === 0) this.addresses.delete(out.address.key);
  }

  close(): void {
    clearInterval(this.timer);
  }

  stats(): OutputStats {
    return {
      totalBytes: this.total,
      peakTotalBytes: this.peaks.total,
      peakAddressBytes: this.peaks.address,
      peakSocketBytes: this.peaks.socket,
      owingSockets: [...this.busy].filter((out) => out.owedSince !== null).length,
      closedForLag: this.closedForLag,
    };
  }

  /** Sends `frame` as soon as the socket can take it, replacing an older frame it makes useless. */
  send(out: SocketOutput, frame: Frame): void {
    if (out.isReleased || out.closingSince !== null || out.socket.readyState !== out.socket.OPEN) return;
    this.replaceOlder(out, frame);
    // The list it is owed will carry this card.
    if (frame.kind === 'card' && out.owesList) return;
    const bytes = (typeof frame.data === 'string' ? Buffer.byteLength(frame.data) : frame.data.length) + FRAME_HEADER_BYTES;
    if (frame.kind === 'list') out.listBytes = bytes;
    this.observe(out);
    if (!this.fits(out, bytes)) {
      this.owe(out, frame);
      this.track(out);
    } else if (out.pending.length === 0 && out.socket.bufferedAmount < HANDOFF_BYTES) {
      // The usual case, a socket that keeps up: straight to `ws`, and usually on to the kernel at once.
      out.socket.send(frame.data, { binary: false }, out.onWritten);
      this.observe(out);
      this.track(out);
    } else {
      out.pending.push({ frame, bytes });
      out.pendingBytes += bytes;
      this.count(out, bytes);
      this.flush(out);
    }
  }

  /** A frame of this socket was written out (or failed): hand it the next ones. */
  written(out: SocketOutput): void {
    if (out.isReleased) return;
    // The usual case, a socket that keeps up: nothing waits.
    if (out.buffered === 0 && out.pending.length === 0 && !out.owes) return;
    this.flush(out);
    this.serveIfRoom(out);
  }

  /** Every busy socket: hand what it can take, close it if it lags too long, serve what it is owed. */
  poll(): void {
    const now = this.now();
    for (const out of this.busy) {
      this.flush(out);
      if (out.closingSince !== null) {
        // A socket that does not read will not read its close frame either: cut after the same delay.
        if (now - out.closingSince >= this.limits.drainTimeoutMs) out.socket.terminate();
        continue;
      }
      const since = Math.min(out.owedSince ?? now, out.stuckSince ?? now);
      if (now - since >= this.limits.drainTimeoutMs) this.closeLagging(out);
      else this.serveIfRoom(out);
    }
  }

  /** Whether `bytes` more fit the socket's, its address's and the instance's budgets. Where nothing is held, one frame always fits. */
  private fits(out: SocketOutput, bytes: number): boolean {
    const { maxOutputBytes, maxOutputBytesPerAddress, maxOutputBytesTotal } = this.limits;
    if (out.held > 0 && out.held + bytes > maxOutputBytes) return false;
    if (out.address.bytes > 0 && out.address.bytes + bytes > maxOutputBytesPerAddress) return false;
    return this.total === 0 || this.total + bytes <= maxOutputBytesTotal;
  }

  private replaceOlder(out: SocketOutput, frame: Frame): void {
    if (frame.kind === 'list') out.owesList = false;
    if (frame.kind === 'detail') out.owedDetails.delete(frame.id);
    if (out.pending.length === 0) return;
    switch (frame.kind) {
      case 'list':
        this.drop(out, (queued) => queued.kind === 'list' || queued.kind === 'card');
        return;
      case 'card':
        this.drop(out, (queued) => queued.kind === 'card' && queued.id === frame.id);
        return;
      case 'detail':
        this.drop(out, (queued) => queued.kind === 'detail' && queued.id === frame.id);
        return;
      case 'error':
        return;
    }
  }

  /** Keeps a note instead of the bytes: a fresh list carries any list or card; a detail is read again. */
  private owe(out: SocketOutput, frame: Frame): void {
    if (frame.kind === 'list' || frame.kind === 'card') {
      out.owesList = true;
      this.drop(out, (queued) => queued.kind === 'list' || queued.kind === 'card');
    } else if (frame.kind === 'detail') {
      out.owedDetails.add(frame.id);
    }
  }

  private drop(out: SocketOutput, isUseless: (frame: Frame) => boolean): void {
    if (out.pending.length === 0) return;
    let dropped = 0;
    const kept = out.pending.filter((queued) => {
      if (!isUseless(queued.frame)) return true;
      dropped += queued.bytes;
      return false;
    });
    if (dropped === 0) return;
    out.pending = kept;
    out.pendingBytes -= dropped;
    this.count(out, -dropped);
  }

  /** Hands queued frames to `ws` while its buffer is nearly empty. */
  private flush(out: SocketOutput): void {
    if (out.isReleased) return;
    // First what the client read meanwhile, before new frames fill the buffer again.
    this.observe(out);
    const socket = out.socket;
    while (out.pending.length > 0 && socket.readyState === socket.OPEN && socket.bufferedAmount < HANDOFF_BYTES) {
      const { frame, bytes } = out.pending.shift()!;
      out.pendingBytes -= bytes;
      this.count(out, -bytes);
      socket.send(frame.data, { binary: false }, out.onWritten);
    }
    this.observe(out);
    this.track(out);
  }

  /** Once the socket has read everything it holds, what it is owed is built again, if there is room. */
  private serveIfRoom(out: SocketOutput): void {
    if (!out.owes || out.held > 0 || out.closingSince !== null || out.isReleased) return;
    const room = (out.owesList ? out.listBytes : 0) + out.owedDetails.size * DETAIL_ROOM_BYTES;
    if (!this.fits(out, room)) return;
    const owed: OwedOutput = { list: out.owesList, details: [...out.owedDetails] };
    out.owesList = false;
    out.owedDetails.clear();
    this.track(out);
    out.serveOwed(owed);
  }

  /** Closed with 1013, behind what it has not read yet; cut off if it does not read that either (poll). */
  private closeLagging(out: SocketOutput): void {
    out.closingSince = this.now();
    out.owesList = false;
    out.owedDetails.clear();
    this.drop(out, () => true);
    this.closedForLag += 1;
    out.socket.close(TRY_AGAIN_LATER, LAGGING_CLOSE_REASON);
    this.track(out);
  }

  /** Reads how much `ws` still buffers for the socket; less than before means the client is reading. */
  private observe(out: SocketOutput): void {
    if (out.isReleased) return;
    const buffered = out.socket.bufferedAmount;
    const delta = buffered - out.buffered;
    if (delta === 0) return;
    if (delta < 0) out.stuckSince = null;
    out.buffered = buffered;
    this.count(out, delta);
  }

  private count(out: SocketOutput, delta: number): void {
    if (out.isReleased || delta === 0) return;
    out.address.bytes += delta;
    this.total += delta;
    if (delta < 0) return;
    this.peaks.total = Math.max(this.peaks.total, this.total);
    this.peaks.address = Math.max(this.peaks.address, out.address.bytes);
    this.peaks.socket = Math.max(this.peaks.socket, out.held);
  }

  /** Busy while it holds or is owed output; the lag clocks run while it holds unread bytes. */
  private track(out: SocketOutput): void {
    if (out.isReleased) return;
    if (out.held === 0 && !out.owes) {
      this.busy.delete(out);
      out.owedSince = null;
      out.stuckSince = null;
      return;
    }
    this.busy.add(out);
    const now = this.now();
    out.owedSince = out.owes && out.held > 0 ? (out.owedSince ?? now) : null;
    out.stuckSince = out.held > 0 ? (out.stuckSince ?? now) : null;
  }
}
