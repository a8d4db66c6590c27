import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, type Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { IdempotencyRecord } from './idempotency-record.entity.js';
import { ABANDONED_AFTER_MS, KEY_LIFETIME_MS, type Claim, type IdempotencyStore, type StoredAnswer } from './idempotency.store.js';

/** Expired keys are swept at most this often, by whichever request comes along. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/**
 * Keys as rows: the primary key makes the first insert the only one that runs, on SQLite and
 * MySQL alike, whichever instance it reaches.
 */
@Injectable()
export class DatabaseIdempotencyStore implements IdempotencyStore {
  private lastSweep = 0;

  constructor(
    @InjectRepository(IdempotencyRecord) private readonly records: Repository<IdempotencyRecord>,
    private readonly clock: Clock,
  ) {}

  async claim(id: string, fingerprint: string): Promise<Claim> {
    await this.sweep();
    const now = this.clock.now();
    try {
      await this.records.insert({ id, fingerprint, status: null, contentType: null, body: null, createdAt: now });
      return { kind: 'run' };
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const record = await this.records.findOneBy({ id });
    // Released between the insert and the read: the next look claims it.
    if (!record) return { kind: 'busy' };
    const age = now.getTime() - record.createdAt.getTime();
    if (age >= KEY_LIFETIME_MS || (record.status === null && age >= ABANDONED_AFTER_MS)) {
      const taken = await this.records.update(
        { id, createdAt: record.createdAt },
        { fingerprint, status: null, contentType: null, body: null, createdAt: now },
      );
      return taken.affected === 1 ? { kind: 'run' } : { kind: 'busy' };
    }
    if (record.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (record.status === null) return { kind: 'busy' };
    return {
      kind: 'replay',
      answer: { status: record.status, contentType: record.contentType ?? 'application/json', body: record.body ?? '' },
    };
  }

  async complete(id: string, answer: StoredAnswer): Promise<void> {
    await this.records.update({ id }, { status: answer.status, contentType: answer.contentType, body: answer.body });
  }

  async release(id: string): Promise<void> {
    await this.records.delete({ id, status: IsNull() });
  }

  private async sweep(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.records.delete({ createdAt: LessThan(new Date(now - KEY_LIFETIME_MS)) });
  }
}

const DUPLICATE_KEY_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE']);

/** The insert lost to an earlier one of the same key (MySQL and SQLite name it differently). */
function isDuplicateKey(error: unknown): boolean {
  const { code, driverError } = error as { code?: string; driverError?: { code?: string } };
  return DUPLICATE_KEY_CODES.has(driverError?.code ?? code ?? '');
}
