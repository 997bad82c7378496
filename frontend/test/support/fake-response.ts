/** Enough of a fetch Response for the API client (jsdom has no fetch). */
export function fakeResponse(
  status: number,
  body: string | object | null,
  { statusText = '', contentType = 'application/json', headers: extra = {} }: { statusText?: string; contentType?: string | null; headers?: Record<string, string> } = {},
): Response {
  const text = body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const headers = new Map<string, string>();
  if (contentType) headers.set('content-type', contentType);
  for (const [name, value] of Object.entries(extra)) headers.set(name.toLowerCase(), value);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text]),
  };
  return response as unknown as Response;
}
