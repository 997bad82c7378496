/**
 * The API's one error vocabulary, for every layer: a failure the caller should hear about, told by its kind and a
 * message safe to show. Repositories and storage/ translate the database's and Blob Storage's codes into these
 * (nothing above them sees a status of theirs); use cases and checks throw them; only the edge (`api/src/http/`)
 * knows which HTTP status and headers each kind is answered with. Anything else thrown is an internal error:
 * logged, answered 500 without its details.
 *
 * An AppError has no HTTP status: it is made by the named constructors below (lint refuses `new AppError(`
 * anywhere else) and told apart by its `kind`.
 */
export const ERROR_KINDS = [
  /** Input that breaks a rule. */
  'invalid',
  /** No valid sign-in. */
  'unauthenticated',
  /** Signed in, but not allowed to do this. */
  'forbidden',
  'notFound',
  /** The request cannot be done as things are (a name taken, a drink unavailable, a move not allowed). */
  'conflict',
  /** A create of a document whose id exists already. */
  'exists',
  /** Another restore holds the lock. */
  'restoring',
  /** A write based on a version someone else has replaced meanwhile (If-Match). */
  'stale',
  /** A write that must say which version it is based on and did not. */
  'preconditionRequired',
  'tooLarge',
  'unsupportedMediaType',
  /** Well-formed input the rules cannot work with (a backup of another format, nothing matched). */
  'unprocessable',
  /** Too many calls in a short time: try again after `retryAfterSeconds`. */
  'tooMany',
  /** A backing service cannot be reached or is overloaded, or the work could not finish now: try again soon. */
  'unavailable',
  /** The work failed on our side in a way the message explains (it is safe to show). */
  'internal',
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** How long to wait before trying again (tooMany, unavailable). */
    readonly retryAfterSeconds?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

/** Whether a value is one of these errors (whatever module instance created it). */
export const isAppError = (err: unknown): err is AppError => err instanceof AppError;

/** Whether a value is one of these errors of one of the given kinds. */
export const isKind = (err: unknown, ...kinds: ErrorKind[]): err is AppError => isAppError(err) && kinds.includes(err.kind);

/** Input that breaks a rule: the message names the field and the rule. */
export const badRequest = (message: string) => new AppError('invalid', message);
export const unauthorized = (message = 'Sign in required') => new AppError('unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('notFound', message);
/** The request cannot be done as things are (a name taken, a drink unavailable, a move not allowed). */
export const conflict = (message: string) => new AppError('conflict', message);
/** A create of a document whose id exists already (a conflict to the caller): repositories answer every such create so. */
export const alreadyExists = (message: string) => new AppError('exists', message);
/** Whether a create found its id taken (alreadyExists): the one test for it above data/. */
export const isAlreadyExists = (err: unknown): boolean => isKind(err, 'exists');
/** Another restore holds the lock (a conflict to the caller). */
export const restoreRunning = (message: string) => new AppError('restoring', message);
/** Whether a restore was refused because another one runs (restoreRunning). */
export const isRestoreRunning = (err: unknown): boolean => isKind(err, 'restoring');
/** A write based on a version someone else has replaced meanwhile (If-Match). */
export const preconditionFailed = (message = 'This was changed by someone else meanwhile. Reload it and try again.') =>
  new AppError('stale', message);
/**
 * Whether a write lost to another one (preconditionFailed): the repositories answer every stale write so, never
 * with the database's own code, so this is the one test for it above data/.
 */
export const isStale = (err: unknown): boolean => isKind(err, 'stale');
/** A write that must name the version it is based on (If-Match) and did not. */
export const preconditionRequired = (message: string) => new AppError('preconditionRequired', message);
export const payloadTooLarge = (message: string) => new AppError('tooLarge', message);
export const unsupportedMediaType = (message: string) => new AppError('unsupportedMediaType', message);
export const unprocessable = (message: string) => new AppError('unprocessable', message);
/** Too many calls in a short time: says how long to wait, in words and in `retryAfterSeconds`. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new AppError('tooMany', message, retryAfterSeconds);
/**
 * A backing service cannot be reached or is overloaded (data/ and storage/ translate the services' outages so,
 * with the service's error as the cause), or the work could not finish now: worth trying again soon.
 */
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again in a moment.', options?: { cause?: unknown }) =>
  new AppError('unavailable', message, 5, options);
/** Whether a failure is worth trying again soon: a backing service away or overloaded, or too many calls. */
export const isPassing = (err: unknown): boolean => isKind(err, 'unavailable', 'tooMany');
/**
 * Whether an error refuses the request as it is (what the caller asked, or when: every kind but unavailable and
 * internal): the same request would be refused again until the caller or the data changes.
 */
export const isRefusal = (err: unknown): err is AppError => isAppError(err) && err.kind !== 'unavailable' && err.kind !== 'internal';
/** Work that failed on our side, with a message that explains it and is safe to show. */
export const internalError = (message: string) => new AppError('internal', message);
