import { type LiveMessage } from '@playfront/contracts';
import { LiveMessageSchema } from '@playfront/contracts/schemas';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_RECONNECT_MAX_MS,
  liveUrl,
  parseLiveMessage,
  reconnectDelay,
  startLiveUpdates,
  type LiveUpdatesOptions,
} from './live-updates.ts';

// A unit-level stand-in for the browser's WebSocket: records instances, lets a test drive events.
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closedWith: number | undefined;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  receive(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  serverClose(code: number) {
    this.onclose?.({ code } as CloseEvent);
  }
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  }
}

const hello = JSON.stringify({ type: 'hello' });

function start(extra: Partial<LiveUpdatesOptions> = {}) {
  const onMessage = vi.fn<(message: LiveMessage) => void>();
  const onConnectionChange = vi.fn<(connected: boolean) => void>();
  const onInvalidMessage = vi.fn<(reason: string) => void>();
  const poll = vi.fn(() => Promise.resolve());
  const live = startLiveUpdates({
    url: 'wss://casino.test/api/v1/payments/ws',
    poll,
    onMessage,
    onConnectionChange,
    onInvalidMessage,
    WebSocketImpl: FakeWebSocket as unknown as typeof WebSocket,
    ...extra,
  });
  return { live, onMessage, onConnectionChange, onInvalidMessage, poll };
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startLiveUpdates', () => {
  it('opens the socket and reports connected on hello, passing messages on', () => {
    const { onMessage, onConnectionChange, live } = start();
    expect(FakeWebSocket.latest().url).toBe('wss://casino.test/api/v1/payments/ws');
    expect(onConnectionChange).not.toHaveBeenCalled();
    FakeWebSocket.latest().receive(hello);
    expect(onConnectionChange).toHaveBeenCalledWith(true);
    const update = {
      type: 'transaction_status',
      transactionId: 't1',
      action: 'cashout',
      status: 'completed',
      amount: 5000,
      currency: 'EUR',
    };
    FakeWebSocket.latest().receive(JSON.stringify(update));
    expect(onMessage).toHaveBeenNthCalledWith(1, { type: 'hello' });
    expect(onMessage).toHaveBeenNthCalledWith(2, update);
    live.stop();
  });

  it('drops malformed messages with a reason and never throws', () => {
    const { onMessage, onInvalidMessage, live } = start();
    const socket = FakeWebSocket.latest();
    expect(() => {
      socket.receive('{not json');
    }).not.toThrow();
    socket.receive(JSON.stringify({ type: 'transaction_status', transactionId: 't1' }));
    socket.receive(JSON.stringify({ type: 'surprise' }));
    socket.receive(new ArrayBuffer(2));
    expect(onMessage).not.toHaveBeenCalled();
    expect(onInvalidMessage.mock.calls.map(([reason]) => reason)).toEqual([
      'not JSON',
      'invalid transaction_status',
      'unknown message type surprise',
      'not a text frame',
    ]);
    live.stop();
  });

  it('reconnects with doubling delays capped at 30 s, and resets after hello', () => {
    const { live, onConnectionChange } = start();
    FakeWebSocket.latest().receive(hello);
    FakeWebSocket.latest().serverClose(1006);
    expect(onConnectionChange).toHaveBeenLastCalledWith(false);
    const delays = [1000, 2000, 4000, 8000, 16000, 30000, 30000];
    for (const delay of delays) {
      const count = FakeWebSocket.instances.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeWebSocket.instances).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(count + 1);
      FakeWebSocket.latest().serverClose(1006);
    }
    vi.advanceTimersByTime(30_000);
    FakeWebSocket.latest().receive(hello);
    FakeWebSocket.latest().serverClose(1006);
    const count = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(count + 1);
    live.stop();
  });

  it('adds up to 20 % jitter, never above the cap', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(0, () => 0.999)).toBe(1200);
    expect(reconnectDelay(3, () => 0.5)).toBe(8800);
    expect(reconnectDelay(20, () => 0.999)).toBe(LIVE_RECONNECT_MAX_MS);
  });

  it('polls while disconnected and stops once connected again', async () => {
    const { live, poll } = start({ pollIntervalMs: 5000 });
    FakeWebSocket.latest().receive(hello);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(poll).not.toHaveBeenCalled();
    FakeWebSocket.latest().serverClose(1006);
    // Reconnect attempts keep failing: polling carries on every 5 s.
    await vi.advanceTimersByTimeAsync(1000);
    FakeWebSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(4000);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(poll).toHaveBeenCalledTimes(2);
    FakeWebSocket.latest().receive(hello);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(poll).toHaveBeenCalledTimes(2);
    live.stop();
  });

  it('keeps polling when a poll fails', async () => {
    const poll = vi.fn(() => Promise.reject(new Error('offline')));
    const { live } = start({ poll, pollIntervalMs: 1000 });
    FakeWebSocket.latest().serverClose(1006);
    await vi.advanceTimersByTimeAsync(3000);
    expect(poll).toHaveBeenCalledTimes(3);
    live.stop();
  });

  it('stops for good on close 4401 (session ended): no reconnect, no polling', async () => {
    const { poll, onConnectionChange } = start();
    FakeWebSocket.latest().receive(hello);
    FakeWebSocket.latest().serverClose(4401);
    expect(onConnectionChange).toHaveBeenLastCalledWith(false);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(poll).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop() closes the socket and leaves no timer', async () => {
    const { live, poll, onConnectionChange } = start();
    FakeWebSocket.latest().serverClose(1006);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(1000);
    const socket = FakeWebSocket.latest();
    live.stop();
    expect(socket.closedWith).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
    socket.receive(hello);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onConnectionChange).not.toHaveBeenCalled();
    expect(poll).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('treats a throwing constructor as a failed connection', () => {
    let calls = 0;
    const Throwing = function (this: unknown, url: string) {
      calls += 1;
      if (calls === 1) throw new SyntaxError('bad url');
      return new FakeWebSocket(url);
    } as unknown as typeof WebSocket;
    const { live } = start({ WebSocketImpl: Throwing });
    expect(FakeWebSocket.instances).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    live.stop();
  });
});

describe('parseLiveMessage', () => {
  it('agrees with LiveMessageSchema', () => {
    const samples: unknown[] = [
      { type: 'hello' },
      { type: 'player_updated' },
      { type: 'methods_available' },
      { type: 'accounts_updated', balances: { EUR: 2500, BTC: 1 } },
      { type: 'accounts_updated', balances: { EUR: -1 } },
      { type: 'accounts_updated', balances: { EUR: 1.5 } },
      { type: 'accounts_updated' },
      {
        type: 'transaction_status',
        transactionId: 'a',
        action: 'deposit',
        status: 'failed',
        amount: 1,
        currency: 'USDT',
      },
      {
        type: 'transaction_status',
        transactionId: 'a',
        action: 'gift',
        status: 'failed',
        amount: 1,
        currency: 'EUR',
      },
      {
        type: 'transaction_status',
        transactionId: 'a',
        action: 'deposit',
        status: 'lost',
        amount: 1,
        currency: 'EUR',
      },
      {
        type: 'transaction_status',
        transactionId: 'a',
        action: 'deposit',
        status: 'failed',
        amount: -5,
        currency: 'EUR',
      },
      {
        type: 'transaction_status',
        transactionId: 'a',
        action: 'deposit',
        status: 'failed',
        amount: 1,
        currency: 'XXX',
      },
      {
        type: 'transaction_status',
        transactionId: 1,
        action: 'deposit',
        status: 'failed',
        amount: 1,
        currency: 'EUR',
      },
      { type: 'nope' },
      [],
      null,
      'hello',
    ];
    for (const sample of samples) {
      expect(parseLiveMessage(JSON.stringify(sample)).ok, JSON.stringify(sample)).toBe(
        Value.Check(LiveMessageSchema, sample),
      );
    }
  });
});

describe('liveUrl', () => {
  it('turns a path into a ws(s) URL on the page host', () => {
    expect(liveUrl('/api/v1/payments/ws', { protocol: 'https:', host: 'casino.test' })).toBe(
      'wss://casino.test/api/v1/payments/ws',
    );
    expect(liveUrl('/api/v1/payments/ws', { protocol: 'http:', host: '127.0.0.1:8080' })).toBe(
      'ws://127.0.0.1:8080/api/v1/payments/ws',
    );
    expect(liveUrl('wss://other.test/ws', { protocol: 'http:', host: 'x' })).toBe('wss://other.test/ws');
  });
});
