import useSWR from 'swr';
import type { User } from '@bar/domain';
import { api } from './client';

export const usersKey = '/users';

export function getUsers(): Promise<User[]> {
  return api.get<User[]>(usersKey);
}

export function useUsers() {
  return useSWR<User[]>(usersKey, getUsers);
}
