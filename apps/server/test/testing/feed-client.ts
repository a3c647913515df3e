// A live-feed (/ws/chat/) client for the API tests: a real WebSocket that queues what it receives.
import WebSocket from 'ws';

export type FeedMessage = Record<string, unknown> | Record<string, unknown>[];

/** A WebSocket client that queues what it receives. */
export class FeedClient {
  readonly received: FeedMessage[] = [];
  private waiters: (() => void)[] = [];
  closeCode: number | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as FeedMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async open(baseUrl: string, headers: Record<string, string> = {}): Promise<FeedClient> {
    const socket = new WebSocket(`${baseUrl}/ws/chat/`, { headers });
    const client = new FeedClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** The HTTP answer of a refused upgrade: its status, `Retry-After` and JSON body. */
  static async refusal(
    baseUrl: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; retryAfter: string | undefined; body: unknown }> {
    const socket = new WebSocket(`${baseUrl}/ws/chat/`, { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        socket.terminate();
        reject(new Error('the upgrade was accepted'));
      });
      socket.once('error', () => {});
      socket.once('unexpected-response', (_request, response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body: JSON.parse(text) as unknown }),
        );
      });
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (after those already taken), within `timeoutMs`. */
  async next(timeoutMs = 1000): Promise<FeedMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0 || this.closeCode !== undefined) throw new Error(`no message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received.shift()!;
  }

  async closed(timeoutMs = 1000): Promise<number | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (this.closeCode === undefined && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.closeCode;
  }

  /** Messages until one matches, within `timeoutMs` (the ones before it are dropped). */
  async nextMatching(isWanted: (message: FeedMessage) => boolean, timeoutMs = 3000): Promise<FeedMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await this.next(Math.max(1, deadline - Date.now()));
      if (isWanted(message)) return message;
    }
  }

  close(): void {
    this.socket.close(1000);
  }
}
