// The one way the web app talks to the JSON API: same-origin, cookies included, errors parsed from the
// `{ "error": { "code", "message" } }` shape of DESIGN.md §5 into an ApiError.

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The error's `details` as the server sent them (e.g. a plan limit's `upgrade_url`). */
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: Method;
  /** Sent as JSON unless it is FormData (multipart uploads). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function isErrorShape(value: unknown): value is { error: { code?: unknown; message?: unknown; details?: unknown } } {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'object';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function api<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const init: RequestInit = { method, credentials: 'include', signal, headers: { Accept: 'application/json', ...headers } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Please check your connection and try again.');
  }

  const payload = await readBody(response);
  if (!response.ok) {
    if (isErrorShape(payload)) {
      const code = typeof payload.error.code === 'string' ? payload.error.code : `HTTP_${response.status}`;
      const message = typeof payload.error.message === 'string' ? payload.error.message : response.statusText;
      throw new ApiError(response.status, code, message, payload.error.details);
    }
    throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText || 'Request failed');
  }
  return payload as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => api<T>(path, { signal });
export const apiPost = <T>(path: string, body?: unknown) => api<T>(path, { method: 'POST', body });
export const apiPatch = <T>(path: string, body?: unknown) => api<T>(path, { method: 'PATCH', body });
export const apiDelete = <T>(path: string) => api<T>(path, { method: 'DELETE' });
