import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema } from '@core/schemas/session';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import type { Session } from '@web/lib/use-session';
import { RoleBadges } from '@web/layout/role-badges';
import { SecuritySettings } from '@web/features/profile-security/security-settings';
import { SessionsCard } from '@web/features/profile-security/sessions-card';
import { ProfilePictureField } from './profile-picture-field';
import { useUpdateProfile, type ProfileUpdate } from './use-update-profile';

/** The user menu's 'Profile' view: names, phone and company (editable), role, two-factor. */
export function ProfileView({ session }: { session: Session }) {
  const { profile } = session;
  const update = useUpdateProfile();
  const { register, handleSubmit, formState } = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      first_name: profile.first_name ?? '',
      last_name: profile.last_name ?? '',
      phone: profile.phone ?? '',
      company: profile.company ?? '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutateAsync(values).then(
      () => toast.success('Profile updated', { description: 'Your profile has been saved.' }),
      (error: unknown) =>
        toast.error('Profile update failed', { description: error instanceof Error ? error.message : String(error) }),
    ),
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Profile</h1>
      <Card>
        <CardHeader>
          <CardTitle>Your details</CardTitle>
          <CardDescription>{profile.email || session.user.email}</CardDescription>
          <RoleBadges role={profile.role} isActive={profile.is_active} />
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <ProfilePictureField email={profile.email || session.user.email} pictureUrl={profile.profile_picture_url} />
          <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-first-name" label="First Name" error={formState.errors.first_name?.message} {...register('first_name')} autoComplete="given-name" />
            <Field id="profile-last-name" label="Last Name" error={formState.errors.last_name?.message} {...register('last_name')} autoComplete="family-name" />
            <Field id="profile-phone" label="Phone" type="tel" error={formState.errors.phone?.message} {...register('phone')} autoComplete="tel" />
            <Field id="profile-company" label="Company" error={formState.errors.company?.message} {...register('company')} autoComplete="organization" />
            <div className="sm:col-span-2">
              <Button type="submit" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? 'Saving...' : 'Save Profile'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <SecuritySettings twoFactorEnabled={session.user.twoFactorEnabled} />
      <SessionsCard />
    </div>
  );
}

type FieldProps = React.ComponentProps<typeof Input> & { id: string; label: string; error?: string | undefined };

function Field({ id, label, error, ...props }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
