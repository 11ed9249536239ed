import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { libraryFileUpdateSchema, type FileCategory, type LibraryFile } from '@core/schemas/library';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useDeleteFile, useUpdateFile } from '../api/library';
import { CategoryOptions } from './category-options';

/** Rename a file or move it to another category (audited on the server). */
export function EditFileDialog({ file, onClose }: { file: LibraryFile; onClose: () => void }) {
  const [name, setName] = useState(file.file_name);
  const [category, setCategory] = useState<FileCategory>(file.category);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateFile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = libraryFileUpdateSchema.safeParse({ file_name: name, category });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the name.');
    update.mutate(
      { kind: file.kind, id: file.id, body: parsed.data },
      {
        onSuccess: () => {
          toast.success('File updated', { description: parsed.data.file_name });
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit {file.file_name}</DialogTitle>
          <DialogDescription>Rename the file or move it to another category.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="edit-file-name">Name</Label>
            <Input id="edit-file-name" value={name} onChange={(event) => setName(event.target.value)} aria-invalid={error ? true : undefined} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="edit-file-category">Category</Label>
            <NativeSelect id="edit-file-category" value={category} onChange={(event) => setCategory(event.target.value as FileCategory)}>
              <CategoryOptions />
            </NativeSelect>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteFileDialog({ file, onClose }: { file: LibraryFile; onClose: () => void }) {
  const remove = useDeleteFile();
  const confirm = () =>
    remove.mutate(
      { kind: file.kind, id: file.id },
      {
        onSuccess: () => {
          toast.success('File deleted', { description: file.file_name });
          onClose();
        },
        onError: (failure) => toast.error('Error', { description: failure.message }),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {file.file_name}?</DialogTitle>
          <DialogDescription>The file and all its saved annotations are removed for everyone. This cannot be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete File'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** An image shown through a short-lived signed URL. */
export function ImagePreviewDialog({ file, url, onClose }: { file: LibraryFile; url: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{file.file_name}</DialogTitle>
          <DialogDescription>Preview</DialogDescription>
        </DialogHeader>
        <img src={url} alt={file.file_name} className="max-h-[70vh] w-full object-contain" />
      </DialogContent>
    </Dialog>
  );
}
