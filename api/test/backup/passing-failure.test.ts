// Which failures of a restore another try can get past (the journal stays for it) and which recur every time
// (the journal is set aside at once): told apart by the error's kind, never by the number 409.
import { isPassingFailure } from '../../src/backup/import';
import { ANOTHER_RESTORE } from '../../src/backup/lock';
import { alreadyExists, conflict, restoreRunning, serviceUnavailable, tooManyRequests } from '../../src/errors';

test('another restore running, an unavailable store and a throttled one pass; a taken id and a refusal recur', () => {
  expect(isPassingFailure(restoreRunning(ANOTHER_RESTORE))).toBe(true);
  expect(isPassingFailure(serviceUnavailable())).toBe(true);
  expect(isPassingFailure(tooManyRequests('Busy', 5))).toBe(true);
  expect(isPassingFailure(alreadyExists("Order 'x' already exists"))).toBe(false);
  expect(isPassingFailure(conflict('This drink is not available'))).toBe(false);
  expect(isPassingFailure(new Error('a record the database refuses'))).toBe(false);
});
