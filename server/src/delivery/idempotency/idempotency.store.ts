/** The first answer to a create, as a repeat of its key gets it again. */
export interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * What a request under a key may do: run (it holds the key now), replay the answer already
 * given, wait for the request holding the key, or be refused because the key was used for
 * another request.
 */
export type Claim = { kind: 'run' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'busy' } | { kind: 'mismatch' };

/** How long a key is remembered (docs/ARCHITECTURE.md, runtime contract: a repeated key within 24 hours gets the first answer). */
export const KEY_LIFETIME_MS = 24 * 3600 * 1000;

/**
 * A key held this long without an answer belongs to a request that will never finish (its
 * instance stopped mid-request): it is taken over rather than blocking its retries for a day.
 */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;

/** Where keys live: shared by every instance (the database), so a repeat reaching another instance is still a repeat. */
export interface IdempotencyStore {
  claim(id: string, fingerprint: string): Promise<Claim>;
  /** Keeps the answer of the request that holds `id`. */
  complete(id: string, answer: StoredAnswer): Promise<void>;
  /** Lets the key go without an answer (a refusal or a fault): a retry runs again. */
  release(id: string): Promise<void>;
}

export const IDEMPOTENCY_STORE = Symbol('IDEMPOTENCY_STORE');
