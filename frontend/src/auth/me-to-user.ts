import { PERSONAS } from '@bar/domain';
import type { Me } from '../api/me';
import type { AuthUser } from './types';

export function userFromMe(me: Me): AuthUser {
  const personas = Array.isArray(me.personas) ? me.personas.filter((p) => (PERSONAS as readonly string[]).includes(p)) : [];
  return {
    id: me.id,
    name: me.name || me.id,
    personas: personas.length > 0 ? personas : ['customer'],
    email: typeof me.email === 'string' ? me.email : undefined,
  };
}
