import type { FastifyInstance } from 'fastify';
import { REALTIME_HEARTBEAT_MS } from '../../core/limits.js';

/**
 * The websocket of DESIGN §5: members of an organization receive `{ type: "change", table, action }`
 * for their organization only. The server pings every heartbeat and drops a client that stayed silent
 * for two heartbeats.
 */
export async function realtimeRoutes(app: FastifyInstance) {
  const { loadSession, realtime } = app.services;
  app.get('/api/realtime', { websocket: true, config: { access: 'public' }, schema: { hide: true } }, async (socket, request) => {
    const ctx = await loadSession(request);
    if (!ctx || !ctx.profile.is_active) {
      socket.close(4401, 'You must be logged in to receive live updates.');
      return;
    }
    let lastSeen = Date.now();
    socket.on('message', () => {
      lastSeen = Date.now();
    });
    const unsubscribe = realtime.subscribe(ctx.organizationId, (event) => {
      socket.send(JSON.stringify({ type: 'change', table: event.table, action: event.action }));
    });
    const heartbeat = setInterval(() => {
      if (Date.now() - lastSeen > 2 * REALTIME_HEARTBEAT_MS) {
        socket.terminate();
        return;
      }
      socket.send(JSON.stringify({ type: 'ping' }));
    }, REALTIME_HEARTBEAT_MS);
    realtime.connections.add(socket);
    socket.on('close', () => {
      realtime.connections.delete(socket);
      clearInterval(heartbeat);
      unsubscribe();
    });
    socket.send(JSON.stringify({ type: 'joined' }));
  });
}
