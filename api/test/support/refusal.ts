// The AppError a call was refused with: anything else thrown, or no refusal at all, fails the test.
import { AppError } from '../../src/errors';

export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}
