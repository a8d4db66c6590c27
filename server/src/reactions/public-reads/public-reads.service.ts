import { Inject, Injectable } from '@nestjs/common';
import { CachedAnswer } from './cached-answer.js';
import { INVALIDATION_BUS, type InvalidationBus } from './invalidation.bus.js';
import { PUBLIC_READ_STORE, type PublicReadStore } from './public-read.store.js';
import type { PublicTopic } from './public-topic.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';

/** A public read: its normalised key and the topics its answer is built from. */
export interface PublicRead {
  key: string;
  topics: readonly PublicTopic[];
}

/** A build under way: `finish` with the answer's bytes, or null when it is not to be kept. */
export interface PendingBuild {
  finish(body: Buffer | null): Promise<CachedAnswer | null>;
}

/**
 * Connects public reads (which say what they depend on) with admin writes (which say what they
 * changed). Every topic has a generation; an answer is stamped with the generations it was built
 * under and is served only while they are unchanged. A write bumps its topics' generations, so an
 * answer built before it, even one stored after it by a read that started earlier, is never
 * served again: no stale answer after the write has answered.
 */
@Injectable()
export class PublicReadsService {
  private readonly generations = new Map<PublicTopic, number>();
  private readonly inFlight = new Map<string, Promise<CachedAnswer | null>>();
  private readonly memos = new Map<string, { stamp: string; value: Promise<unknown> }>();

  constructor(
    @Inject(PUBLIC_READ_STORE) private readonly store: PublicReadStore,
    @Inject(INVALIDATION_BUS) private readonly bus: InvalidationBus,
    private readonly metrics: Metrics,
  ) {
    bus.subscribe((topics) => {
      for (const topic of topics) this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
    });
  }

  /** The generations of `topics`, in their declared order. */
  stamp(topics: readonly PublicTopic[]): string {
    let stamp = '';
    for (const topic of topics) stamp += `${this.generations.get(topic) ?? 0}.`;
    return stamp;
  }

  /** The kept answer when still valid, else the one a concurrent identical read is building. */
  async cached(read: PublicRead): Promise<CachedAnswer | undefined> {
    const stamp = this.stamp(read.topics);
    const kept = await this.store.get(read.key);
    const hit = kept?.stamp === stamp;
    this.metrics[hit ? 'publicReadHits' : 'publicReadMisses'].inc();
    if (hit) return kept;
    const pending = this.inFlight.get(`${read.key}|${stamp}`);
    return pending ? ((await pending) ?? undefined) : undefined;
  }

  /** The kept answer when the store holds it at hand and it is still valid; undefined sends the read the long way. */
  cachedNow(read: PublicRead): CachedAnswer | undefined {
    const kept = this.store.peek(read.key);
    if (kept?.stamp !== this.stamp(read.topics)) return undefined;
    this.metrics.publicReadHits.inc();
    return kept;
  }

  /**
   * Starts building `read`'s answer; call before the first database query, so the stamp taken
   * here is never newer than the data read.
   */
  begin(read: PublicRead): PendingBuild {
    const stamp = this.stamp(read.topics);
    const flight = `${read.key}|${stamp}`;
    let settle!: (answer: CachedAnswer | null) => void;
    const promise = new Promise<CachedAnswer | null>((resolve) => (settle = resolve));
    const owner = !this.inFlight.has(flight);
    if (owner) this.inFlight.set(flight, promise);
    let done = false;
    return {
      finish: async (body) => {
        if (done) return null;
        done = true;
        if (owner) this.inFlight.delete(flight);
        const answer = body ? new CachedAnswer(stamp, body) : null;
        if (answer && this.stamp(read.topics) === stamp) await this.store.set(read.key, answer);
        settle(answer);
        return answer;
      },
    };
  }

  /** A small derived value (the known ids of a filter) kept under the same rule as answers. */
  memo<T>(name: string, topics: readonly PublicTopic[], load: () => Promise<T>): Promise<T> {
    const stamp = this.stamp(topics);
    const kept = this.memos.get(name);
    if (kept?.stamp === stamp) return kept.value as Promise<T>;
    const value = load();
    this.memos.set(name, { stamp, value });
    value.catch(() => {
      if (this.memos.get(name)?.value === value) this.memos.delete(name);
    });
    return value;
  }

  /** Called by every admin write that changes `topics`, before the write answers. */
  invalidate(topics: readonly PublicTopic[]): Promise<void> {
    return this.bus.publish(topics);
  }

  /** Number of answers kept. */
  size(): number {
    return this.store.size();
  }
}
