// An in-memory users store with the repository's contract (data/repositories.ts UsersRepository): one document
// per user and role partition; save writes the user's partition and removes the copies in others.
import type { User } from '@bar/domain';
import type { UsersPort } from '../../src/users/users';

export class MemoryUsers implements UsersPort {
  readonly docs = new Map<string, User>();
  writes = 0;

  async findById(id: string): Promise<User[]> {
    return [...this.docs.values()].filter((u) => u.id === id).map((u) => structuredClone(u));
  }

  async list(): Promise<User[]> {
    return [...this.docs.values()].map((u) => structuredClone(u));
  }

  async get(id: string, role: string): Promise<{ item: User } | null> {
    const found = this.docs.get(`${role}/${id}`);
    return found ? { item: structuredClone(found) } : null;
  }

  async save(user: User, stored: readonly User[]): Promise<void> {
    this.writes++;
    this.docs.set(`${user.role}/${user.id}`, structuredClone(user));
    for (const old of stored) if (old.role !== user.role) this.docs.delete(`${old.role}/${old.id}`);
  }
}
