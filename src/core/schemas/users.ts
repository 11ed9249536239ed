// Schemas of the Admin Panel's API (members, invitations, organization settings, dev outbox), shared by the
// server routes and the web forms.
import { z } from 'zod';
import { ROLES } from '../permissions';
import { profileSchema } from './session';

export const REGISTRATION_MODES = ['open', 'invite_only'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

const roleSchema = z.enum(ROLES, 'Choose a role.');
const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address.'));
const atLeastOne = (value: object) => Object.values(value).some((v) => v !== undefined);

/** A member as the Admin Panel lists them: the profile's identity fields, plus when they joined and 2FA. */
export const memberSchema = profileSchema
  .pick({ id: true, email: true, first_name: true, last_name: true, role: true, is_active: true })
  .extend({ created_at: z.string(), two_factor_enabled: z.boolean() });
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = z.object({ items: z.array(memberSchema) });

export const memberUpdateSchema = z
  .strictObject({ role: roleSchema.optional(), is_active: z.boolean().optional() })
  .refine(atLeastOne, 'Nothing to update.');
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const invitationCreateSchema = z.strictObject({ email: emailSchema, role: roleSchema });
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type InvitationView = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ items: z.array(invitationSchema) });

export const organizationSettingsSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  deal_id_prefix: z.string(),
  registration_mode: z.enum(REGISTRATION_MODES),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

export const organizationSettingsUpdateSchema = z
  .strictObject({
    registration_mode: z.enum(REGISTRATION_MODES).optional(),
    name: z.string().trim().min(1, 'Name is required').max(200).optional(),
    short_name: z.string().trim().min(1, 'Short name is required').max(40).optional(),
  })
  .refine(atLeastOne, 'Nothing to update.');
export type OrganizationSettingsUpdate = z.infer<typeof organizationSettingsUpdateSchema>;

export const outboxQuerySchema = z.object({ to: emailSchema.optional() });

export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({ items: z.array(outboxMessageSchema) });
