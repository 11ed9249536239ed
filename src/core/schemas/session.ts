import { z } from 'zod';

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.string(),
  is_active: z.boolean(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
});

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  deal_id_prefix: z.string(),
  registration_mode: z.enum(['open', 'invite_only']),
});

export const sessionSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean(), twoFactorEnabled: z.boolean() }),
  profile: profileSchema,
  organization: organizationSchema,
  permissions: z.array(z.string()),
});
export type SessionView = z.infer<typeof sessionSchema>;

const shortText = (max: number) => z.string().max(max, `Must be at most ${max} characters.`);

export const profileUpdateSchema = z
  .object({
    first_name: shortText(100),
    last_name: shortText(100),
    phone: shortText(40),
    company: shortText(200),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const badgesSchema = z.object({
  borrowerUpdates: z.number().int(),
  emailFiles: z.number().int(),
  inquiries: z.number().int(),
  /** The caller's own overdue tasks (the Tasks entry's count); absent where only review queues are counted. */
  overdueTasks: z.number().int().optional(),
});
export type Badges = z.infer<typeof badgesSchema>;
