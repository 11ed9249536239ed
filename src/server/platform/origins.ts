// Which web pages may write with a user's cookies (DESIGN §4): the product's own address (PUBLIC_URL), any
// listed in TRUSTED_ORIGINS, and the address the request itself was sent to — so that a newcomer who opens
// http://127.0.0.1:3000 or the machine's LAN address can sign in. A page elsewhere cannot: its browser
// names it in Origin (or Referer), and it differs from the Host the request reached.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export interface OriginPolicy {
  publicUrl: string;
  trustedOrigins: readonly string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a URL, or undefined for anything that is not one ('null', garbage). */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const origin = new URL(url).origin;
  return origin === 'null' ? undefined : origin;
}

/** The origins accepted for a request that reached `ownOrigin`. */
export function acceptedOrigins(policy: OriginPolicy, ownOrigin: string | undefined): string[] {
  return [...new Set([originOf(policy.publicUrl), ...policy.trustedOrigins, ownOrigin].filter((o): o is string => Boolean(o)))];
}

export function originRefusedMessage(origin: string, policy: OriginPolicy): string {
  return (
    `This page was opened at ${origin}, which this server does not accept. Open ${originOf(policy.publicUrl)} instead ` +
    `(or ask the operator to add ${origin} to TRUSTED_ORIGINS).`
  );
}

/** The address a request was sent to, as the browser saw it (through a trusted proxy's X-Forwarded-* headers). */
export function ownOrigin(request: FastifyRequest): string | undefined {
  return originOf(`${request.protocol}://${request.host}`);
}

/**
 * onRequest: refuses a write from a page of another origin. Sign-in and the other /api/auth writes are
 * checked whether or not a cookie comes with them (a login form on another site must not work either); the
 * rest of /api only when cookies authenticate the request — websocket handshakes included, which browsers
 * send cross-origin with cookies. A write without Origin and Referer comes from a program, not a browser
 * page, unless the browser says it is cross-site.
 */
export function originGuard(policy: OriginPolicy) {
  return async function checkOrigin(request: FastifyRequest, _reply: FastifyReply) {
    const handshake = request.headers.upgrade?.toLowerCase() === 'websocket';
    if ((SAFE_METHODS.has(request.method) && !handshake) || !request.url.startsWith('/api/')) return;
    if (!request.url.startsWith('/api/auth/') && !request.headers.cookie) return;
    const claimed = request.headers.origin ?? request.headers.referer;
    const origin = originOf(claimed);
    if (!origin) {
      if (claimed !== undefined || request.headers['sec-fetch-site'] === 'cross-site') {
        throw new AppError('FORBIDDEN', `Requests from this page are not accepted. Open ${originOf(policy.publicUrl)} and try again.`);
      }
      return;
    }
    if (!acceptedOrigins(policy, ownOrigin(request)).includes(origin)) throw new AppError('FORBIDDEN', originRefusedMessage(origin, policy));
  };
}
