/** One step of aligning a hypothesis to its reference: a word kept, substituted, deleted or inserted. */
export interface AlignedWord {
  reference?: string;
  heard?: string;
}

/** The cheapest word alignment (substitutions, insertions, deletions each cost one) of a hypothesis to a reference. */
export function wordAlignment(reference: string[], hypothesis: string[]): AlignedWord[] {
  const cost = Array.from({ length: reference.length + 1 }, (_, i) => Array.from({ length: hypothesis.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= reference.length; i++) {
    for (let j = 1; j <= hypothesis.length; j++) {
      cost[i]![j] = Math.min(cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1, cost[i - 1]![j - 1]! + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1));
    }
  }
  const steps: AlignedWord[] = [];
  for (let i = reference.length, j = hypothesis.length; i > 0 || j > 0; ) {
    const same = i > 0 && j > 0 && reference[i - 1] === hypothesis[j - 1];
    if (i > 0 && j > 0 && cost[i]![j] === cost[i - 1]![j - 1]! + (same ? 0 : 1)) steps.push({ reference: reference[--i], heard: hypothesis[--j] });
    else if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + 1) steps.push({ reference: reference[--i] });
    else steps.push({ heard: hypothesis[--j] });
  }
  return steps.reverse();
}

/** Word edit distance (substitutions, insertions, deletions) between a reference and a hypothesis. */
export function wordErrors(reference: string[], hypothesis: string[]): number {
  return wordAlignment(reference, hypothesis).filter((step) => step.reference !== step.heard).length;
}
