// An in-memory audit log with the repository's contract (data/audit.ts): a record is written once (409 on an id
// that exists), a date's records are read from that date alone.
import type { AuditEntry, AuditLog } from '../../src/data/audit';
import { alreadyExists } from '../../src/errors';

export class MemoryAuditLog implements AuditLog {
  readonly entries: AuditEntry[] = [];

  async record(entry: AuditEntry): Promise<void> {
    if (this.entries.some((e) => e.id === entry.id && e.date === entry.date)) throw alreadyExists(`Audit record '${entry.id}' already exists`);
    this.entries.push(structuredClone(entry));
  }

  async listForDate(date: string): Promise<AuditEntry[]> {
    return this.entries.filter((e) => e.date === date).map((e) => structuredClone(e));
  }
}
