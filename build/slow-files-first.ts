import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files that start processes (the process tests, the ones over a simulator) spend most of their
// time waiting on them, the paper broker and the provider's rate limits; one of them started
// last was the end of the whole first step, running alone for over a minute while the cores sat
// idle (docs/testing.md#unit-and-server-tests).
const STARTS_PROCESSES = [/\.process\.test\.ts$/, /-over-(simulator|restart)\.test\.ts$/, /\.simulator\.test\.ts$/];

const rank = (file: TestSpecification) => {
  const index = STARTS_PROCESSES.findIndex((pattern) => pattern.test(file.moduleId));
  return index === -1 ? STARTS_PROCESSES.length : index;
};

/**
 * Vitest's own order (files that failed or took long in the last run first, else the largest),
 * with the files that start processes moved to the front, process tests first, so their waits
 * overlap the other files' work instead of ending the run.
 */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, order) => ({ file, order, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ file }) => file);
  }
}
