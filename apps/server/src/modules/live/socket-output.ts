// One socket's share of the live feed's output (live-output.ts): its queue of frames not yet handed
// to `ws`, what it is owed once it has room, and its lag clocks.
import type { WebSocket } from 'ws';

/** One text frame (UTF-8 JSON) and what it is, which decides what may replace it. */
export type Frame =
  | { kind: 'list'; data: Buffer }
  | { kind: 'card'; id: number; data: Buffer }
  | { kind: 'detail'; id: number; data: Buffer }
  | { kind: 'error'; data: string };

/** What a socket is owed once it has room: its circle's list again, and the details of these bakeries. */
export type OwedOutput = { list: boolean; details: number[] };

export type Queued = { frame: Frame; bytes: number };
export type AddressBudget = { key: string; bytes: number; sockets: number };

export class SocketOutput {
  pending: Queued[] = [];
  pendingBytes = 0;
  /** `socket.bufferedAmount` when last looked at; counted in the address's and the instance's bytes. */
  buffered = 0;
  owesList = false;
  readonly owedDetails = new Set<number>();
  /** Bytes of the last list built for this socket: the room its owed list will need. */
  listBytes = 0;
  /** Since when it is owed output while holding unread bytes, and since when it holds bytes it does not read (else null). */
  owedSince: number | null = null;
  stuckSince: number | null = null;
  /** Since when its close (1013) was sent (null while open). */
  closingSince: number | null = null;
  isReleased = false;
  /** `ws`'s send callback: a frame left the process, maybe there is room for the next. */
  readonly onWritten: () => void;

  constructor(
    readonly socket: WebSocket,
    readonly address: AddressBudget,
    readonly serveOwed: (owed: OwedOutput) => void,
    outputs: { written(out: SocketOutput): void },
  ) {
    this.onWritten = () => outputs.written(this);
  }

  get held(): number {
    return this.pendingBytes + this.buffered;
  }

  get owes(): boolean {
    return this.owesList || this.owedDetails.size > 0;
  }
}
