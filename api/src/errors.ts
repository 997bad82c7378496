/**
 * The API's one error vocabulary, for every layer: a failure the caller should hear about, with the status it
 * maps to and a message safe to show. Repositories translate the database's codes into these (nothing above
 * `data/` sees a Cosmos status); use cases and checks throw them; only the edge (`http/edge.ts`) turns them into
 * HTTP answers. Anything else thrown is an internal error: logged, answered 500 (or 503 when a backing service
 * is away) without its details.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** What a caller may act on besides the status: a document that exists already, a restore running elsewhere. */
    readonly kind?: 'exists' | 'restoring',
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** Whether a value is one of these errors (whatever module instance created it). */
export const isAppError = (err: unknown): err is AppError => err instanceof AppError;

/** Input that breaks a rule: the message names the field and the rule. */
export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Sign in required') => new AppError(401, message, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
/** The request cannot be done as things are (a name taken, a drink unavailable, a move not allowed). */
export const conflict = (message: string) => new AppError(409, message);
/** A create of a document whose id exists already (a 409 to the caller): repositories answer every such create so. */
export const alreadyExists = (message: string) => new AppError(409, message, {}, 'exists');
/** Whether a create found its id taken (alreadyExists): the one test for it above data/. */
export const isAlreadyExists = (err: unknown): boolean => isAppError(err) && err.kind === 'exists';
/** Another restore holds the lock (a 409 to the caller). */
export const restoreRunning = (message: string) => new AppError(409, message, {}, 'restoring');
/** Whether a restore was refused because another one runs (restoreRunning). */
export const isRestoreRunning = (err: unknown): boolean => isAppError(err) && err.kind === 'restoring';
/** A write based on a version someone else has replaced meanwhile (If-Match). */
export const preconditionFailed = (message = 'This was changed by someone else meanwhile. Reload it and try again.') =>
  new AppError(412, message);
/**
 * Whether a write lost to another one (preconditionFailed): the repositories answer every stale write so, never
 * with the database's own code, so this is the one test for it above data/.
 */
export const isStale = (err: unknown): boolean => isAppError(err) && err.status === 412;
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again in a moment.') =>
  new AppError(503, message, { 'Retry-After': '5' });
