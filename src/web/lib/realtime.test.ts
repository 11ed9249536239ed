import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_HEARTBEAT_MS } from '@core/limits';
import { RealtimeChannel, realtimeUrl, type ChannelState } from './realtime';

class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static instances: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  drop() {
    this.readyState = FakeSocket.CLOSED;
    this.onerror?.();
    this.onclose?.({ code: 1006 });
  }
}

describe('realtime channel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('builds the websocket address from the page origin', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'app.example.com' })).toBe('wss://app.example.com/api/realtime');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/realtime');
  });

  it('joins, answers pings, sends heartbeats and reports changes', () => {
    const changes: string[] = [];
    const channel = new RealtimeChannel((table, action) => changes.push(`${table}:${action}`), () => 'ws://test/api/realtime');
    const states: ChannelState[] = [];
    channel.subscribe(() => states.push(channel.getState()));
    channel.join();
    const socket = FakeSocket.instances[0]!;
    socket.open();
    socket.onmessage?.({ data: JSON.stringify({ type: 'ping' }) });
    socket.onmessage?.({ data: JSON.stringify({ type: 'change', table: 'pending_inquiries', action: 'INSERT' }) });
    socket.onmessage?.({ data: 'not json' });
    vi.advanceTimersByTime(REALTIME_HEARTBEAT_MS);
    expect(socket.sent.map((s) => JSON.parse(s).type)).toEqual(['pong', 'heartbeat']);
    expect(changes).toEqual(['pending_inquiries:INSERT']);
    channel.leave();
    expect(states).toEqual(['joining', 'joined', 'leaving', 'closed']);
  });

  it('reconnects after 1, 2, 5, then 10 seconds', () => {
    const channel = new RealtimeChannel(() => {}, () => 'ws://test/api/realtime');
    channel.join();
    const expectReconnectAfter = (ms: number) => {
      const before = FakeSocket.instances.length;
      FakeSocket.instances.at(-1)!.drop();
      expect(channel.getState()).toBe('errored');
      vi.advanceTimersByTime(ms - 1);
      expect(FakeSocket.instances.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances.length).toBe(before + 1);
    };
    expectReconnectAfter(1_000);
    expectReconnectAfter(2_000);
    expectReconnectAfter(5_000);
    expectReconnectAfter(10_000);
    expectReconnectAfter(10_000);
    // a successful join resets the back-off
    FakeSocket.instances.at(-1)!.open();
    expectReconnectAfter(1_000);
    channel.leave();
    expect(channel.getState()).toBe('closed');
  });

  it('stops and reports when the server refuses the session', () => {
    const onUnauthorized = vi.fn();
    const channel = new RealtimeChannel(() => {}, () => 'ws://test/api/realtime', onUnauthorized);
    channel.join();
    const socket = FakeSocket.instances[0]!;
    socket.open();
    socket.close(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(channel.getState()).toBe('closed');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
