import { z } from 'zod';

export const CONTACT_ROLES = [
  'Borrower', 'Broker', 'Lender', 'Escrow Officer', 'Title Officer', 'Real Estate Agent', 'Attorney', 'Other',
] as const;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const contactCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200),
  role: z.enum(CONTACT_ROLES),
  email: z.union([z.email('Enter a valid email address.'), z.literal(''), z.null()]).optional(),
  phone: optionalText(40),
  company: optionalText(200),
});
export type ContactCreateInput = z.infer<typeof contactCreateSchema>;

export const contactUpdateSchema = contactCreateSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type ContactUpdateInput = z.infer<typeof contactUpdateSchema>;

export const contactListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  role: z.enum(CONTACT_ROLES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().regex(/^\d{1,7}$/, 'The cursor is invalid.').optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const dealContactLinkSchema = z.strictObject({
  contact_id: z.uuid('Choose a contact.'),
  contact_role: z.enum(CONTACT_ROLES),
});
