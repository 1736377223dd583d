import type { ErrorBody, ErrorStatus } from './types';

/** A response decided but not yet sent, so latency can be added before it goes out. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers, body: JSON.stringify(body) };
}

export function errorReply(
  status: number,
  errorStatus: ErrorStatus,
  message: string,
  headers: Record<string, string> = {},
): Reply {
  const body: ErrorBody = { status: errorStatus, message };
  return jsonReply(status, body, headers);
}

/**
 * The error body a real deployment would plausibly send for `status`, using the spec's
 * natural pairing (401 ↔ UNAUTHORIZED, 402 ↔ INSUFFICIENT_CREDITS, otherwise ERROR).
 */
export function defaultErrorBody(status: number): ErrorBody {
  if (status === 401) return { status: 'UNAUTHORIZED', message: 'Missing or invalid API key' };
  if (status === 402) return { status: 'INSUFFICIENT_CREDITS', message: 'Not enough credits' };
  if (status === 429) return { status: 'ERROR', message: 'Rate limit exceeded' };
  if (status >= 500) return { status: 'ERROR', message: 'Upstream search failed, please retry' };
  return { status: 'ERROR', message: `Request failed with status ${status}` };
}
