/** A text of the message catalogue by its key, with the values of its placeholders. */
export type KeyedText = { key: string; params?: Record<string, string | number> };

/** What the server says of a refusal: `{error:{code,message,key,params,detail,fields,fieldKeys}}`. */
export type ErrorBody = {
  code?: string;
  message?: string;
  key?: string;
  params?: Record<string, string | number>;
  detail?: KeyedText;
  fields?: Record<string, string>;
  fieldKeys?: Record<string, string>;
};

/**
 * A failed API call: the server's code (what the client branches on), its English message, and
 * the message key and values the client words it with in the reader's language (i18n/errors.ts).
 */
export class ApiRequestError extends Error {
  readonly key: string | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly detail: KeyedText | undefined;
  readonly fields: Record<string, string>;
  readonly fieldKeys: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    body: Omit<ErrorBody, 'code' | 'message'> = {},
  ) {
    super(message);
    this.key = body.key;
    this.params = body.params;
    this.detail = body.detail;
    this.fields = body.fields ?? {};
    this.fieldKeys = body.fieldKeys ?? {};
  }
}

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * Where requests go: the browser's fetch, or, while the server renders a page with its data
 * (prerender.tsx), the server's own routes.
 */
export function sendRequestsWith(transport: typeof fetch): void {
  send = transport;
}

/** The one way the client talks to the server: JSON in, JSON out, errors as ApiRequestError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await send(path, {
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
      { key: 'offline' },
    );
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const { code, message, ...body } = (data as { error?: ErrorBody } | null)?.error ?? {};
    throw new ApiRequestError(
      response.status,
      code ?? 'ERROR',
      message ?? `Request failed (${response.status})`,
      body,
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
