import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { organizationSettingsUpdateSchema, type OrganizationSettingsUpdate } from '@core/schemas/users';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useUpdateOrganizationSettings } from '@web/features/admin/api/organization-settings';
import type { SessionOrganization } from '@web/lib/use-session';
import { FieldMessages } from '@web/components/ui/field-messages';

/** Name and short name (edit_system_settings). Saving refreshes the session, so the sidebar shows the new short name. */
export function OrganizationForm({ organization }: { organization: SessionOrganization }) {
  const form = useForm<OrganizationSettingsUpdate>({
    defaultValues: { name: organization.name, short_name: organization.short_name },
    resolver: zodResolver(organizationSettingsUpdateSchema),
  });
  const update = useUpdateOrganizationSettings();
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, short_name: saved.short_name });
        toast.success('Organization saved', { description: `The sidebar now shows '${saved.short_name}'.` });
      },
      onError: (error) => toast.error('Organization not saved', { description: error.message }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Organization" className="flex max-w-xl flex-col gap-4">
      <Field id="organization-name" label="Organization name" error={errors.name?.message}>
        {(aria) => <Input autoComplete="organization" maxLength={200} {...aria} {...form.register('name')} />}
      </Field>
      <Field id="organization-short-name" label="Short name" hint="Shown at the top of the sidebar." error={errors.short_name?.message}>
        {(aria) => <Input maxLength={40} {...aria} {...form.register('short_name')} />}
      </Field>
      <Field
        id="organization-deal-id-prefix"
        label="Deal id prefix"
        hint={`Deal ids read ${organization.deal_id_prefix}-YYYYMMDD-NN. The prefix cannot be changed.`}
      >
        {(aria) => <Input value={organization.deal_id_prefix} readOnly {...aria} />}
      </Field>
      <div>
        <Button type="submit" disabled={update.isPending || !isDirty}>
          {update.isPending ? 'Please wait...' : 'Save organization'}
        </Button>
      </div>
    </form>
  );
}

interface FieldAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (aria: FieldAria) => ReactNode;
}

/** A labelled input with its hint and error, wired for screen readers. */
function Field({ id, label, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
