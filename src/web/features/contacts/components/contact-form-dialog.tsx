import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { formatCompanyName, formatEmail, formatPersonName, formatPhone } from '@core/format';
import { CONTACT_ROLES, contactCreateSchema, type ContactCreateInput } from '@core/schemas/contacts';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { ApiError } from '@web/lib/api';
import { useCreateContact, useUpdateContact, type Contact } from '../api/contacts';

type ContactFormValues = z.input<typeof contactCreateSchema>;
type TextField = 'name' | 'email' | 'phone' | 'company';

const FORMATTERS: Record<TextField, (value: string) => string> = {
  name: formatPersonName,
  email: formatEmail,
  phone: formatPhone,
  company: formatCompanyName,
};

function startValues(contact?: Contact): ContactFormValues {
  return {
    name: contact?.name ?? '',
    role: (CONTACT_ROLES as readonly string[]).includes(contact?.role ?? '') ? (contact?.role as ContactFormValues['role']) : 'Borrower',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    company: contact?.company ?? '',
  };
}

/** Blank optional fields are stored as null, not ''. */
function toBody(values: ContactCreateInput): ContactCreateInput {
  const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
  return { ...values, email: blankToNull(values.email), phone: blankToNull(values.phone), company: blankToNull(values.company) };
}

interface ContactFormDialogProps {
  /** Edits this contact; creates a new one when absent. */
  contact?: Contact;
  trigger: ReactNode;
}

/** Create or edit a contact, formatted on blur like the deal form; a duplicate (409) is explained in place. */
export function ContactFormDialog({ contact, trigger }: ContactFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{contact ? 'Edit Contact' : 'New Contact'}</DialogTitle>
          <DialogDescription>Name and role are required. Email, phone and name must not match another contact.</DialogDescription>
        </DialogHeader>
        {open && <ContactForm contact={contact} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ContactForm({ contact, onDone }: { contact?: Contact; onDone: () => void }) {
  const form = useForm<ContactFormValues, unknown, ContactCreateInput>({
    defaultValues: startValues(contact),
    resolver: zodResolver(contactCreateSchema),
  });
  const create = useCreateContact();
  const update = useUpdateContact(contact?.id ?? '');
  const mutation = contact ? update : create;
  const [conflict, setConflict] = useState<string | null>(null);
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    setConflict(null);
    mutation.mutate(toBody(values), {
      onSuccess: (saved) => {
        toast.success(contact ? 'Contact updated' : 'Contact created', { description: saved.name });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setConflict(error.message);
        toast.error('Error', { description: error.message });
      },
    });
  });

  const textField = (name: TextField, label: string, type: 'text' | 'email' | 'tel' = 'text') => {
    const id = `contact-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="flex flex-col gap-1.5">
        <div className="flex items-center gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          {name === 'name' && (
            <span className="text-sm font-medium text-destructive" aria-hidden="true">
              *
            </span>
          )}
        </div>
        <Input
          id={id}
          type={type}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-required={name === 'name' || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register(name, {
            onBlur: (event: { target: { value: string } }) => {
              const formatted = FORMATTERS[name](event.target.value);
              if (formatted !== event.target.value) form.setValue(name, formatted, { shouldDirty: true });
            },
          })}
        />
        {error && (
          <p id={`${id}-error`} className="text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {conflict && (
        <Alert variant="destructive">
          <AlertDescription>{conflict}</AlertDescription>
        </Alert>
      )}
      {textField('name', 'Name')}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="contact-role">Role</Label>
        <NativeSelect id="contact-role" {...form.register('role')}>
          {CONTACT_ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </NativeSelect>
      </div>
      {textField('email', 'Email', 'email')}
      {textField('phone', 'Phone', 'tel')}
      {textField('company', 'Company')}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : contact ? 'Save Contact' : 'Create Contact'}
        </Button>
      </DialogFooter>
    </form>
  );
}
