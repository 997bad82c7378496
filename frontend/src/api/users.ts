import useSWR from 'swr';
import type { User } from '@bar/domain';
import { api } from './client';

export const usersKey = '/users';

/** GET /users (bar_manager): read-only, roles are managed in the identity provider. */
export function getUsers(): Promise<User[]> {
  return api.get<User[]>(usersKey);
}

/** `mutate()` of the result refetches the list ('Refresh Users'). */
export function useUsers() {
  return useSWR<User[]>(usersKey, getUsers);
}
