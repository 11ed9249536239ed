import { useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import { UPLOAD_MAX_BYTES } from '@core/limits';
import type { FileCategory } from '@core/schemas/library';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { formatBytes } from '@web/lib/format-bytes';
import { uploadDealFile, useDealChoices } from '../api/library';
import { CategoryOptions } from './category-options';

type Item = { file: File; progress: number; error?: string; done?: boolean };

/** Upload several files to one deal: drag and drop or pick, each with its progress and its own answer. */
export function UploadDialog({ onClose, initialDealId }: { onClose: () => void; initialDealId?: string }) {
  const [search, setSearch] = useState('');
  const [dealId, setDealId] = useState(initialDealId ?? '');
  const [category, setCategory] = useState<FileCategory | ''>('');
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const deals = useDealChoices(search);
  const queryClient = useQueryClient();

  const add = (files: FileList | null) => {
    if (!files) return;
    setItems((current) => [
      ...current.filter((item) => !item.done),
      ...Array.from(files).map((file) => ({
        file,
        progress: 0,
        error: file.size > UPLOAD_MAX_BYTES ? 'File too large: Please select a file smaller than 25MB.' : undefined,
      })),
    ]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  const start = async () => {
    setBusy(true);
    let uploaded = 0;
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index]!;
      if (item.error || item.done) continue;
      const set = (patch: Partial<Item>) => setItems((current) => current.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
      try {
        await uploadDealFile(dealId, item.file, category, (progress) => set({ progress }));
        set({ progress: 1, done: true });
        uploaded += 1;
      } catch (failure) {
        set({ error: (failure as Error).message });
      }
    }
    setBusy(false);
    void queryClient.invalidateQueries({ queryKey: ['library_files'] });
    void queryClient.invalidateQueries({ queryKey: ['deal_files'] });
    if (uploaded > 0) toast.success(uploaded === 1 ? 'File uploaded' : `${uploaded} files uploaded`);
  };

  const waiting = items.filter((item) => !item.error && !item.done).length;

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Upload to a deal</DialogTitle>
          <DialogDescription>PDF, Word, Excel or images, up to 25MB each.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="upload-deal-search">Find a deal</Label>
              <Input id="upload-deal-search" value={search} placeholder="Id, borrower or address" onChange={(event) => setSearch(event.target.value)} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="upload-deal">Deal</Label>
              <NativeSelect id="upload-deal" value={dealId} onChange={(event) => setDealId(event.target.value)}>
                <option value="">Choose a deal</option>
                {initialDealId && !deals.data?.some((deal) => deal.id === initialDealId) && <option value={initialDealId}>{initialDealId}</option>}
                {deals.data?.map((deal) => (
                  <option key={deal.id} value={deal.id}>
                    {deal.id} · {deal.property_address}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="upload-category">Category</Label>
            <NativeSelect id="upload-category" value={category} onChange={(event) => setCategory(event.target.value as FileCategory | '')}>
              <option value="">Suggest from each file's name</option>
              <CategoryOptions />
            </NativeSelect>
          </div>
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-6 text-center text-sm ${dragging ? 'border-primary bg-accent' : ''}`}
          >
            <Upload aria-hidden="true" className="size-6 text-muted-foreground" />
            <p>Drop files here, or</p>
            <Label htmlFor="upload-files" className="cursor-pointer text-primary underline">
              choose files
            </Label>
            <input id="upload-files" type="file" multiple className="sr-only" onChange={(event) => add(event.target.files)} />
          </div>
          {items.length > 0 && (
            <ul aria-label="Files to upload" className="flex flex-col gap-2">
              {items.map((item, index) => (
                <li key={`${item.file.name}-${index}`} className="flex flex-col gap-1 text-sm">
                  <div className="flex justify-between gap-2">
                    <span className="truncate font-medium">{item.file.name}</span>
                    <span className="text-muted-foreground">{item.done ? 'Uploaded' : formatBytes(item.file.size)}</span>
                  </div>
                  {item.error ? (
                    <p role="alert" className="text-destructive">
                      {item.error}
                    </p>
                  ) : (
                    <progress className="h-1.5 w-full" max={1} value={item.progress} aria-label={`Upload of ${item.file.name}`} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="button" onClick={() => void start()} disabled={busy || !dealId || waiting === 0}>
            {busy ? 'Uploading...' : waiting > 1 ? `Upload ${waiting} files` : 'Upload'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
