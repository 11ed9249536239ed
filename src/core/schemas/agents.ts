// API shapes of /api/agents (issue 20, AI Agents): settings per agent kind, runs, actions and approvals.
import { z } from 'zod';
import { AGENT_KINDS, MAX_INTERVAL_MINUTES, MIN_INTERVAL_MINUTES } from '../agents/agents';

const days = (what: string) =>
  z.int(`${what} must be a whole number of days.`).min(0, `${what} cannot be negative.`).max(730, `${what} must be at most 730 days.`);

export const staleDealSettingsSchema = z
  .strictObject({
    idle_days: days('Idle days'),
    hold_after_days: days('Hold after days').nullable(),
    stages: z.array(z.string().trim().min(1).max(100)).max(50),
  })
  .refine((s) => s.hold_after_days === null || s.hold_after_days >= s.idle_days, {
    message: 'Hold after days must be at least the idle days.',
    path: ['hold_after_days'],
  });

export const agentKindParamsSchema = z.object({ kind: z.enum(AGENT_KINDS, 'No such agent.') });

export const agentUpdateSchema = z.strictObject({
  enabled: z.boolean(),
  interval_minutes: z
    .int('The schedule must be a whole number of minutes.')
    .min(MIN_INTERVAL_MINUTES, `The agent may run at most every ${MIN_INTERVAL_MINUTES} minutes.`)
    .max(MAX_INTERVAL_MINUTES, 'The agent must run at least once a week.'),
  settings: staleDealSettingsSchema,
});
export type AgentUpdate = z.infer<typeof agentUpdateSchema>;

export const approvalParamsSchema = z.object({ id: z.uuid('No such approval.') });
