import { endOfTurn } from 'src/common/turn-queue.js';

/** Ends a turn; calling it again does nothing. */
export type EndTurn = () => void;

interface LaneState {
  readonly weight: number;
  /** Waiting holders, first come first served; `head` is the next one (no O(n) shift on long queues). */
  readonly waiting: Array<(end: EndTurn) => void>;
  head: number;
  /** Virtual time: the turns this lane started so far, divided by its weight. */
  finish: number;
}

export interface WeightedFairQueueOptions<L extends string> {
  /** Turns held at once over all lanes. */
  slots: number;
  /** Each lane's share of the freed slots while several lanes wait: 3 and 1 give the first three of every four. */
  weights: Record<L, number>;
  /** Turns that may wait in one lane; past it `take` answers null at once. */
  maxWaiting: number;
}

/**
 * Weighted fair queueing (start-time fair queueing) of turns over one pool of slots. While
 * several lanes have turns waiting, a freed slot goes to the lane that started the fewest turns
 * per unit of weight, so each lane gets its weight's share of the turns and none starves, however
 * many wait in the others. It is work-conserving: a lane with nobody waiting takes nothing, and
 * the others use every slot. Within a lane turns start in arrival order. A lane that had nobody
 * waiting starts again level with the turns being started (the virtual time), never with credit
 * saved while it was idle.
 *
 * Every turn counts as one, whatever it costs: the time a turn holds its slot was tried as its
 * cost and measured badly what it takes of the server (a slot held while the database answers or
 * a row lock is awaited costs no CPU; one slow first request of a cold path held its whole lane
 * back), so the weights carry the difference in cost instead.
 *
 * A turn ends in the next turn of the event loop, not at once: a query on the embedded database
 * runs synchronously from start to end, so without that pause the waiting ones would run back to
 * back as one long block, and whatever arrived meanwhile (a health check) would wait for all of
 * them. A freed slot goes straight to the next in line, so a newcomer cannot slip in between.
 */
export class WeightedFairQueue<L extends string> {
  private readonly lanes: Record<L, LaneState>;
  private readonly order: LaneState[];
  private readonly slots: number;
  private readonly maxWaiting: number;
  private active = 0;
  /** The start tag of the turn started last: where a lane that was idle starts again. */
  private virtualTime = 0;

  constructor(options: WeightedFairQueueOptions<L>) {
    if (!(options.slots >= 1)) throw new Error('A fair queue needs at least one slot');
    this.slots = options.slots;
    this.maxWaiting = options.maxWaiting;
    const entries = Object.entries(options.weights) as Array<[L, number]>;
    // Heavier lanes first: they win a tie, which a lane that was idle meets on its first turn.
    entries.sort(([, a], [, b]) => b - a);
    this.lanes = {} as Record<L, LaneState>;
    for (const [name, weight] of entries) {
      if (!(weight > 0)) throw new Error(`A fair queue's lane needs a positive weight: ${name}`);
      this.lanes[name] = { weight, waiting: [], head: 0, finish: 0 };
    }
    this.order = entries.map(([name]) => this.lanes[name]);
  }

  /** Turns waiting in a lane. */
  waitingIn(lane: L): number {
    const state = this.lanes[lane];
    return state.waiting.length - state.head;
  }

  /**
   * A turn in `lane`: at once while a slot is free, else once the lane's share gives it one.
   * Null when the lane already has `maxWaiting` waiting (the caller refuses, never waits).
   */
  take(lane: L): Promise<EndTurn> | null {
    const state = this.lanes[lane];
    if (this.active < this.slots) {
      this.active++;
      state.finish = Math.max(state.finish, this.virtualTime);
      return Promise.resolve(this.start(state));
    }
    const waiting = state.waiting.length - state.head;
    if (waiting >= this.maxWaiting) return null;
    if (waiting === 0) state.finish = Math.max(state.finish, this.virtualTime);
    return new Promise<EndTurn>((resolve) => state.waiting.push(resolve));
  }

  private start(state: LaneState): EndTurn {
    this.virtualTime = state.finish;
    state.finish += 1 / state.weight;
    return endOfTurn(() => this.passOn());
  }

  /** The freed slot goes to the waiting lane furthest behind its share, else back to the pool. */
  private passOn(): void {
    let next: LaneState | undefined;
    for (const state of this.order) {
      if (state.waiting.length === state.head) continue;
      if (!next || state.finish < next.finish) next = state;
    }
    if (!next) {
      this.active--;
      return;
    }
    const resolve = next.waiting[next.head]!;
    next.waiting[next.head++] = undefined as never;
    if (next.head === next.waiting.length) {
      next.waiting.length = 0;
      next.head = 0;
    } else if (next.head >= 1024 && next.head * 2 >= next.waiting.length) {
      next.waiting.splice(0, next.head);
      next.head = 0;
    }
    resolve(this.start(next));
  }
}
