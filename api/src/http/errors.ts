/** An error that knows its HTTP status and carries a message safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in required') => new HttpError(401, message, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const preconditionFailed = (message = 'This was changed by someone else meanwhile. Reload it and try again.') =>
  new HttpError(412, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unprocessable = (message: string) => new HttpError(422, message);
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again in a moment.') =>
  new HttpError(503, message, { 'Retry-After': '5' });
