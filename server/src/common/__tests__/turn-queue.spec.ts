/**
 * @engines sqlite: a pure function (jest.config.js runs such files on one engine).
 */
import { TurnQueue } from '../turn-queue.js';

const nextLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('TurnQueue', () => {
  it('gives a free turn at once', async () => {
    const turns = new TurnQueue(1);
    const end = await turns.take();
    expect(typeof end).toBe('function');
  });

  it('lets no more than its limit hold a turn, and serves the others in arrival order', async () => {
    const turns = new TurnQueue(2);
    const holding = new Set<string>();
    const started: string[] = [];
    let most = 0;
    const work = async (name: string) => {
      const end = await turns.take();
      holding.add(name);
      started.push(name);
      most = Math.max(most, holding.size);
      await nextLoopTurn();
      holding.delete(name);
      end();
    };
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(work));
    expect(most).toBe(2);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('serves what arrived while a turn was held before the next holder starts', async () => {
    const turns = new TurnQueue(1);
    const endFirst = await turns.take();
    let arrivedMeanwhileServed = false;
    // Stands for a health check whose request arrives while the first query runs.
    setImmediate(() => (arrivedMeanwhileServed = true));
    const second = turns.take().then((end) => {
      const served = arrivedMeanwhileServed;
      end();
      return served;
    });
    endFirst();
    await expect(second).resolves.toBe(true);
  });

  it('ends a turn once, however often its end is called', async () => {
    const turns = new TurnQueue(1);
    const end = await turns.take();
    end();
    end();
    await nextLoopTurn();
    const a = await turns.take();
    let secondTaken = false;
    void turns.take().then(() => (secondTaken = true));
    await nextLoopTurn();
    await nextLoopTurn();
    expect(secondTaken).toBe(false);
    a();
  });
});
