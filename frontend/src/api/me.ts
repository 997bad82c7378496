import type { User } from '@bar/domain';
import { api } from './client';

/** The signed-in user as the API knows them (upserted from the token on every sign-in). */
export type Me = Pick<User, 'id' | 'name' | 'personas'> & Partial<Omit<User, 'id' | 'name' | 'personas'>>;

export const meKey = '/me';

export function getMe(): Promise<Me> {
  return api.get<Me>(meKey);
}

