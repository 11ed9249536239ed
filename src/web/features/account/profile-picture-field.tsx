import { toast } from 'sonner';
import { PROFILE_PICTURE_MAX_BYTES } from '@core/limits';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { UserAvatar } from '@web/layout/user-avatar';
import { useProfilePicture } from './use-profile-picture';

const failed = (error: Error) => toast.error('Profile picture not saved', { description: error.message });

/** The profile picture: choose an image (checked again by the server from its bytes) or remove it. */
export function ProfilePictureField({ email, pictureUrl }: { email: string; pictureUrl: string | null }) {
  const { upload, remove } = useProfilePicture();
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return failed(new Error('Please choose a picture smaller than 2MB.'));
    upload.mutate(file, { onSuccess: () => toast.success('Profile picture updated'), onError: failed });
  };
  return (
    <div className="flex items-center gap-4">
      <UserAvatar email={email} pictureUrl={pictureUrl} className="size-16 text-lg" />
      <div className="flex flex-col gap-2">
        <Label htmlFor="profile-picture">Profile picture</Label>
        <input
          id="profile-picture"
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="text-sm"
          disabled={upload.isPending}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {pictureUrl && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success('Profile picture removed'), onError: failed })}
          >
            Remove picture
          </Button>
        )}
      </div>
    </div>
  );
}
