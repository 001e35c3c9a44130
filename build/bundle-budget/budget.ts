/** A limit on the brotli size of a group of files, in bytes. */
export interface Budget {
  name: string;
  files: readonly string[];
  limitBytes: number;
}

/** Brotli bytes of one file of the build, as the BFF sends it. */
export type SizeOf = (file: string) => number;

export interface BudgetResult {
  name: string;
  bytes: number;
  limitBytes: number;
  over: boolean;
}

/** Each budget's total against its limit; a budget at exactly its limit passes. */
export function checkBudgets(budgets: readonly Budget[], sizeOf: SizeOf): BudgetResult[] {
  return budgets.map(({ name, files, limitBytes }) => {
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { name, bytes, limitBytes, over: bytes > limitBytes };
  });
}
