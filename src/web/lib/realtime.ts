import { useEffect, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAYS_MS } from '@core/limits';

// The realtime channel (DESIGN.md §5): one websocket to /api/realtime per signed-in tab. The server pushes
// `{ type: 'change', table, action }` for rows of the caller's organization; we invalidate every query whose key
// starts with that table name (so name query keys after tables: ['pending_inquiries', …]) and the nav badges.

export type ChannelState = 'closed' | 'joining' | 'joined' | 'errored' | 'leaving';

export type ServerMessage = { type: 'change'; table: string; action: string } | { type: 'ping' };

export const BADGES_QUERY_KEY = ['badges'] as const;

/** The server closes with this code when the socket's session is missing or inactive. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

function parseMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<ServerMessage> & Record<string, unknown>;
    if (value.type === 'ping') return { type: 'ping' };
    if (value.type === 'change' && typeof value.table === 'string') {
      return { type: 'change', table: value.table, action: typeof value.action === 'string' ? value.action : '' };
    }
  } catch {
    // not JSON: ignore
  }
  return null;
}

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/realtime`;
}

type Listener = () => void;

export class RealtimeChannel {
  private socket: WebSocket | null = null;
  private state: ChannelState = 'closed';
  private readonly listeners = new Set<Listener>();
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private wanted = false;

  constructor(
    private readonly onChange: (table: string, action: string) => void,
    private readonly url: () => string = () => realtimeUrl(),
    /** The server refused the session (close code 4401): stop retrying, let the app re-check the session. */
    private readonly onUnauthorized: () => void = () => {},
  ) {}

  getState = (): ChannelState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  join(): void {
    this.wanted = true;
    if (this.socket) return;
    this.connect();
  }

  leave(): void {
    this.wanted = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= WebSocket.OPEN) {
      this.setState('leaving');
      socket.close(1000, 'leaving');
    }
    this.setState('closed');
  }

  private setState(next: ChannelState): void {
    if (this.state === next) return;
    this.state = next;
    // Mirrored on <html data-realtime="…"> so tests can wait for 'joined' before changing data.
    if (typeof document !== 'undefined') document.documentElement.dataset.realtime = next;
    for (const listener of this.listeners) listener();
  }

  private connect(): void {
    this.setState('joining');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url());
    } catch {
      this.setState('errored');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;

    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.setState('joined');
      this.heartbeatTimer = setInterval(() => this.send({ type: 'heartbeat' }), REALTIME_HEARTBEAT_MS);
    };
    socket.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.type === 'ping') this.send({ type: 'pong' });
      else this.onChange(message.table, message.action);
    };
    socket.onerror = () => {
      if (this.socket === socket) this.setState('errored');
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return; // a deliberate leave() already moved on
      this.socket = null;
      this.clearTimers();
      if (event?.code === UNAUTHORIZED_CLOSE_CODE) {
        this.wanted = false;
        this.setState('closed');
        this.onUnauthorized();
        return;
      }
      if (this.state !== 'errored') this.setState('errored');
      this.scheduleReconnect();
    };
  }

  private send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** 1 s, 2 s, 5 s, then every 10 s until it answers. */
  private scheduleReconnect(): void {
    if (!this.wanted) {
      this.setState('closed');
      return;
    }
    const delays = REALTIME_RECONNECT_DELAYS_MS;
    const delay = delays[Math.min(this.attempt, delays.length - 1)] ?? delays[delays.length - 1];
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.wanted && !this.socket) this.connect();
    }, delay);
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.reconnectTimer = null;
    this.heartbeatTimer = null;
  }
}

export function invalidateForChange(queryClient: QueryClient, table: string): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === table });
  void queryClient.invalidateQueries({ queryKey: BADGES_QUERY_KEY });
}

let sharedChannel: RealtimeChannel | null = null;

function channelFor(queryClient: QueryClient): RealtimeChannel {
  sharedChannel ??= new RealtimeChannel(
    (table) => invalidateForChange(queryClient, table),
    () => realtimeUrl(),
    () => void queryClient.invalidateQueries({ queryKey: ['session'] }),
  );
  return sharedChannel;
}

/** Keeps the tab's channel joined while `enabled` (signed in) and returns its state. */
export function useRealtimeChannel(queryClient: QueryClient, enabled: boolean): ChannelState {
  const channel = channelFor(queryClient);
  const state = useSyncExternalStore(channel.subscribe, channel.getState, () => 'closed' as const);

  useEffect(() => {
    if (!enabled) return;
    channel.join();
    return () => channel.leave();
  }, [channel, enabled]);

  return state;
}
