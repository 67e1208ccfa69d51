import { describe, expect, it } from 'vitest';
import { GroupCommit, GroupCommitClosedError, GroupCommitFullError } from '../../src/events/group-commit.ts';

/** A commit that records its groups and answers each submission with its item count. */
function recordingCommit(options: { fail?: (groups: readonly (readonly number[])[]) => boolean } = {}) {
  const commits: number[][][] = [];
  const commit = (groups: readonly (readonly number[])[]) => {
    commits.push(groups.map((items) => [...items]));
    // Resolve on a later turn, as a database round trip does.
    return new Promise<number[]>((resolve, reject) => {
      setTimeout(() => {
        if (options.fail?.(groups) === true) reject(new Error('commit failed'));
        else resolve(groups.map((items) => items.length));
      }, 5);
    });
  };
  return { commits, commit };
}

describe('given submissions made in the same turn', () => {
  it('should store them with one commit and answer each with its own result', async () => {
    const { commits, commit } = recordingCommit();
    const group = new GroupCommit({ commit, maxItemsPerCommit: 100 });

    const results = await Promise.all([group.submit([1, 2]), group.submit([3]), group.submit([4, 5, 6])]);

    expect(results).toEqual([2, 1, 3]);
    expect(commits).toEqual([[[1, 2], [3], [4, 5, 6]]]);
  });
});

describe('given submissions arriving while a commit runs', () => {
  it('should gather them into the next commit', async () => {
    const { commits, commit } = recordingCommit();
    const group = new GroupCommit({ commit, maxItemsPerCommit: 100 });

    const first = group.submit([1]);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const later = [group.submit([2]), group.submit([3])];

    expect(await Promise.all([first, ...later])).toEqual([1, 1, 1]);
    expect(commits).toEqual([[[1]], [[2], [3]]]);
  });
});

describe('given two commits allowed at once', () => {
  it('should start a second commit while the first runs, and gather what waits behind both', async () => {
    const { commits, commit } = recordingCommit();
    const group = new GroupCommit({ commit, maxItemsPerCommit: 100, maxConcurrentCommits: 2 });

    const first = group.submit([1]);
    await new Promise((resolve) => setImmediate(resolve));
    const second = group.submit([2]);
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = [group.submit([3]), group.submit([4])];

    expect(await Promise.all([first, second, ...waiting])).toEqual([1, 1, 1, 1]);
    expect(commits).toEqual([[[1]], [[2]], [[3], [4]]]);
  });
});

describe('given more items than one commit takes', () => {
  it('should split between whole submissions, never inside one', async () => {
    const { commits, commit } = recordingCommit();
    const group = new GroupCommit({ commit, maxItemsPerCommit: 4 });

    await Promise.all([
      group.submit([1, 2, 3]),
      group.submit([4, 5]),
      group.submit([6, 7, 8, 9, 10, 11]),
      group.submit([12]),
    ]);

    expect(commits).toEqual([[[1, 2, 3]], [[4, 5]], [[6, 7, 8, 9, 10, 11]], [[12]]]);
  });
});

describe('given a commit that fails', () => {
  it('should reject every submission of that group and carry on with the next', async () => {
    const { commits, commit } = recordingCommit({
      fail: (groups) => groups.some((items) => items.includes(0)),
    });
    const group = new GroupCommit({ commit, maxItemsPerCommit: 100 });

    const failed = [group.submit([1]), group.submit([0])];
    const outcomes = await Promise.allSettled(failed);
    const next = await group.submit([2, 3]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(next).toBe(2);
    expect(commits).toEqual([[[1], [0]], [[2, 3]]]);
  });

  it('should reject when the commit throws instead of rejecting', async () => {
    const group = new GroupCommit<number, number>({
      commit: () => {
        throw new Error('synchronous failure');
      },
      maxItemsPerCommit: 10,
    });

    await expect(group.submit([1])).rejects.toThrow('synchronous failure');
  });
});

describe('given close()', () => {
  it('should commit what is pending before it resolves, then refuse new submissions', async () => {
    const { commits, commit } = recordingCommit();
    const group = new GroupCommit({ commit, maxItemsPerCommit: 100 });
    const pending = [group.submit([1]), group.submit([2])];

    await group.close();

    expect(commits).toEqual([[[1], [2]]]);
    expect(await Promise.all(pending)).toEqual([1, 1]);
    await expect(group.submit([3])).rejects.toBeInstanceOf(GroupCommitClosedError);
  });

  it('should wait for the commit that is running', async () => {
    const { commits, commit } = recordingCommit();
    const group = new GroupCommit({ commit, maxItemsPerCommit: 100 });
    let settled = false;
    const running = group.submit([1]).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));

    await group.close();

    expect(settled).toBe(true);
    expect(commits).toHaveLength(1);
    await running;
  });
});

describe('given a bound of 3 items waiting', () => {
  it('should refuse, whole, a submission that would pass it, and take submissions again once there is room', async () => {
    const { commits, commit } = recordingCommit();
    const group = new GroupCommit({ commit, maxItemsPerCommit: 100, maxPendingItems: 3 });

    const running = group.submit([1, 2, 3]);
    await new Promise((resolve) => setImmediate(resolve));
    // The first commit runs: its items no longer wait.
    const waiting = group.submit([4, 5]);
    const refused = group.submit([6, 7]);
    const fits = group.submit([8]);

    await expect(refused).rejects.toBeInstanceOf(GroupCommitFullError);
    expect(group.full).toBe(true);
    expect(await Promise.all([running, waiting, fits])).toEqual([3, 2, 1]);
    expect(group.full).toBe(false);
    expect(await group.submit([9, 10, 11])).toBe(3);
    expect(commits.flat(2)).not.toContain(6);
  });
});

describe('given a backlog behind a running commit', () => {
  it('should let timers and I/O run between commits', async () => {
    const order: string[] = [];
    const group = new GroupCommit<number, number>({
      // A commit that settles at once, as a synchronous database's does.
      commit: (groups) => {
        order.push('commit');
        return Promise.resolve(groups.map((items) => items.length));
      },
      maxItemsPerCommit: 1,
    });

    const submitted = [group.submit([1]), group.submit([2]), group.submit([3])];
    setImmediate(() => order.push('other work'));
    await Promise.all(submitted);

    expect(order.indexOf('other work')).toBeGreaterThan(0);
    expect(order.indexOf('other work')).toBeLessThan(order.lastIndexOf('commit'));
  });
});
