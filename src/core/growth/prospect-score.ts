// A prospect's score: simple rules a person can read next to the number (deal history, property count, last
// activity), 0–100. Shared by the server (sorting, filtering) and the page (the reasons beside the score).

export interface ScoreFacts {
  dealCount: number;
  propertyCount: number;
  /** YYYY-MM-DD, or null when unknown. */
  lastActivity: string | null;
}

export interface ScorePart {
  rule: string;
  points: number;
}

export const PROSPECT_SCORE_RULES = [
  '15 points per past deal, at most 45',
  '5 points per property owned, at most 30',
  '25 points for activity in the last 90 days, 10 in the last year',
] as const;

const DAY_MS = 86_400_000;

export function prospectScore(facts: ScoreFacts, today: Date = new Date()): { score: number; parts: ScorePart[] } {
  const parts: ScorePart[] = [];
  const deals = Math.min(45, facts.dealCount * 15);
  if (deals) parts.push({ rule: `${facts.dealCount} past deal${facts.dealCount === 1 ? '' : 's'}`, points: deals });
  const properties = Math.min(30, facts.propertyCount * 5);
  if (properties) parts.push({ rule: `${facts.propertyCount} propert${facts.propertyCount === 1 ? 'y' : 'ies'}`, points: properties });
  if (facts.lastActivity) {
    const days = Math.floor((Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Date.parse(`${facts.lastActivity}T00:00:00Z`)) / DAY_MS);
    if (days <= 90) parts.push({ rule: 'Active in the last 90 days', points: 25 });
    else if (days <= 365) parts.push({ rule: 'Active in the last year', points: 10 });
  }
  return { score: parts.reduce((sum, p) => sum + p.points, 0), parts };
}
