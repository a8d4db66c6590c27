/**
 * An async iterator fed by pushes, for one subscriber. Unlike an async generator looping over
 * `events.on`, `return()` takes effect at once even while a `next()` waits (graphql-ws calls it
 * when the client unsubscribes or the socket closes), so a quiet subscription leaves no listener
 * behind. Pushes beyond `limit` unread items drop the oldest: a client that stopped reading is
 * not allowed to grow the server's memory.
 */
export function pushIterator<T>(attach: (push: (item: T) => void) => () => void, limit = 100): AsyncIterableIterator<T> {
  const queue: T[] = [];
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  let done = false;
  const detach = attach((item) => {
    if (done) return;
    const reader = waiting.shift();
    if (reader) reader({ value: item, done: false });
    else if (queue.push(item) > limit) queue.shift();
  });
  const finish = (): Promise<IteratorResult<T>> => {
    if (!done) {
      done = true;
      detach();
      queue.length = 0;
      for (const reader of waiting.splice(0)) reader({ value: undefined, done: true });
    }
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: finish,
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
