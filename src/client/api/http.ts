/** A failed API call, carrying the server's `{error:{code,message,fields}}`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** The one way the client talks to the server: JSON in, JSON out, errors as ApiRequestError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: options.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'NETWORK',
      'Cannot reach the server. Check your connection and try again.',
    );
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = (
      data as { error?: { code?: string; message?: string; fields?: Record<string, string> } }
    )?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'ERROR',
      error?.message ?? `Request failed (${response.status})`,
      error?.fields,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
