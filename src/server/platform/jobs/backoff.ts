/** Seconds before retry number `attempt` (1 = the first retry): 10 s, 20 s, 40 s … at most an hour. */
export function retryDelaySeconds(attempt: number, baseSeconds = 10, maxSeconds = 3600): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.max(0, attempt - 1));
}
