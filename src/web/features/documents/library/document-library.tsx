import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowDown, ArrowUp, Download, Eye, LayoutGrid, List, Pencil, Trash2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { FILE_TYPE_GROUP_LABELS, fileTypeGroup } from '@core/library/categories';
import { canManageDeals, hasPermission } from '@core/permissions';
import { FILE_CATEGORY_LABELS, FILE_TYPE_GROUPS, type LibraryFile } from '@core/schemas/library';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { DebouncedSearchInput } from '@web/components/ui/debounced-search-input';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatBytes } from '@web/lib/format-bytes';
import { usePageParams } from '@web/lib/use-page-params';
import { useSession } from '@web/lib/use-session';
import { fileUrl, useLibraryFiles, useUploaders } from '../api/library';
import { CategoryOptions } from './category-options';
import { DeleteFileDialog, EditFileDialog, ImagePreviewDialog } from './file-dialogs';
import { FileThumbnail } from './file-thumbnail';
import { UploadDialog } from './upload-dialog';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const FILTERS = ['q', 'kind', 'deal_id', 'category', 'file_type', 'uploaded_by', 'from', 'to'] as const;
const COLUMNS: { label: string; sort?: string }[] = [
  { label: 'Name', sort: 'file_name' },
  { label: 'Deal / inquiry', sort: 'parent' },
  { label: 'Category', sort: 'category' },
  { label: 'Type' },
  { label: 'Size', sort: 'file_size' },
  { label: 'Uploaded by' },
  { label: 'When', sort: 'created_at' },
];

export const viewerPath = (file: Pick<LibraryFile, 'kind' | 'id'>) => `/documents/view/${file.kind}/${file.id}`;

/** Every file the caller may see: filters and sort in the URL, pages of 50, actions as SPEC §6 allows. */
export function DocumentLibrary() {
  const [params, setParams] = usePageParams();
  const { session } = useSession();
  const role = session?.profile.role;
  const can = { upload: hasPermission(role, 'upload_docs_to_deals'), download: hasPermission(role, 'download_documents'), remove: hasPermission(role, 'delete_deals_data') };
  const files = useLibraryFiles(params);
  const uploaders = useUploaders();
  const [dialog, setDialog] = useState<{ type: 'edit' | 'delete' | 'image'; file: LibraryFile; url?: string } | 'upload' | null>(null);

  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'cursor') next.delete('cursor');
      return next;
    });
  const sort = params.get('sort') ?? 'created_at';
  const dir = params.get('dir') ?? 'desc';
  const toggleSort = (column: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('sort', column);
      next.set('dir', sort === column && dir === 'asc' ? 'desc' : 'asc');
      next.delete('cursor');
      return next;
    });
  const filtered = FILTERS.some((key) => params.get(key));

  const open = (url: Promise<string>, inTab: boolean) =>
    url.then(
      (signed) => (inTab ? window.open(signed, '_blank', 'noopener') : window.location.assign(signed)),
      (failure: Error) => toast.error('Error', { description: failure.message }),
    );
  const preview = (file: LibraryFile) =>
    fileUrl(file.kind, file.id, true).then(
      (url) => setDialog({ type: 'image', file, url }),
      (failure: Error) => toast.error('Error', { description: failure.message }),
    );

  const fileActions = (file: LibraryFile) => {
    const group = fileTypeGroup(file.file_type);
    return (
      <div className="flex justify-end gap-1">
        {group === 'pdf' && (
          <Button asChild variant="ghost" size="sm">
            <Link to={viewerPath(file)} aria-label={`Open ${file.file_name}`}>
              <Eye aria-hidden="true" />
              Open
            </Link>
          </Button>
        )}
        {group === 'image' && can.download && (
          <Button variant="ghost" size="sm" aria-label={`Preview ${file.file_name}`} onClick={() => void preview(file)}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
        )}
        {can.download && (
          <Button variant="ghost" size="icon" aria-label={`Download ${file.file_name}`} onClick={() => void open(fileUrl(file.kind, file.id), false)}>
            <Download aria-hidden="true" />
          </Button>
        )}
        {can.upload && (
          <Button variant="ghost" size="icon" aria-label={`Edit ${file.file_name}`} onClick={() => setDialog({ type: 'edit', file })}>
            <Pencil aria-hidden="true" />
          </Button>
        )}
        {can.remove && (
          <Button variant="ghost" size="icon" aria-label={`Delete ${file.file_name}`} onClick={() => setDialog({ type: 'delete', file })}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
    );
  };

  const offset = Number(params.get('cursor') ?? 0);
  const grid = params.get('view') === 'grid';
  const page = files.data;

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Library</CardTitle>
        <div className="flex items-center gap-2">
          <div role="group" aria-label="Show as" className="flex">
            <Button variant={grid ? 'outline' : 'secondary'} size="sm" aria-pressed={!grid} onClick={() => set('view', '')}>
              <List aria-hidden="true" />
              List
            </Button>
            <Button variant={grid ? 'secondary' : 'outline'} size="sm" aria-pressed={grid} onClick={() => set('view', 'grid')}>
              <LayoutGrid aria-hidden="true" />
              Grid
            </Button>
          </div>
          {can.upload && (
            <Button onClick={() => setDialog('upload')}>
              <Upload aria-hidden="true" />
              Upload Files
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor="library-search">Search</Label>
            <DebouncedSearchInput id="library-search" value={params.get('q') ?? ''} onSearch={(value) => set('q', value.trim())} placeholder="Name, deal, address, uploader" />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="library-deal">Deal</Label>
            <DebouncedSearchInput id="library-deal" value={params.get('deal_id') ?? ''} onSearch={(value) => set('deal_id', value.trim())} placeholder="Deal id" />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="library-category">Category</Label>
            <NativeSelect id="library-category" value={params.get('category') ?? ''} onChange={(event) => set('category', event.target.value)}>
              <option value="">All categories</option>
              <CategoryOptions />
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="library-type">File type</Label>
            <NativeSelect id="library-type" value={params.get('file_type') ?? ''} onChange={(event) => set('file_type', event.target.value)}>
              <option value="">All types</option>
              {FILE_TYPE_GROUPS.map((value) => (
                <option key={value} value={value}>
                  {FILE_TYPE_GROUP_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="library-uploader">Uploaded by</Label>
            <NativeSelect id="library-uploader" value={params.get('uploaded_by') ?? ''} onChange={(event) => set('uploaded_by', event.target.value)}>
              <option value="">Anyone</option>
              {uploaders.data?.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {canManageDeals(role) && (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="library-kind">Belongs to</Label>
              <NativeSelect id="library-kind" value={params.get('kind') ?? ''} onChange={(event) => set('kind', event.target.value)}>
                <option value="">Deals and inquiries</option>
                <option value="deal">Deals</option>
                <option value="inquiry">Inquiries</option>
              </NativeSelect>
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="library-from">Uploaded from</Label>
            <Input id="library-from" type="date" value={params.get('from') ?? ''} onChange={(event) => set('from', event.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="library-to">Uploaded to</Label>
            <Input id="library-to" type="date" value={params.get('to') ?? ''} onChange={(event) => set('to', event.target.value)} />
          </div>
        </div>
        {filtered && (
          <Button variant="link" className="self-start px-0" onClick={() => setParams(new URLSearchParams())}>
            Clear filters
          </Button>
        )}

        {files.isPending ? (
          <LoadingIndicator />
        ) : files.error ? (
          <p role="alert" className="text-sm text-destructive">
            {files.error.message}
          </p>
        ) : page!.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{filtered ? 'No files match these filters.' : 'No files yet.'}</p>
        ) : (
          <>
            {grid ? (
              <ul aria-label="Documents" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                {page!.items.map((file) => (
                  <li key={`${file.kind}-${file.id}`} className="flex flex-col gap-2 rounded-md border p-2">
                    <FileThumbnail file={file} canDownload={can.download} size="card" />
                    <span className="truncate text-sm font-medium" title={file.file_name}>
                      {file.file_name}
                    </span>
                    <span className="truncate text-xs text-muted-foreground">
                      {FILE_CATEGORY_LABELS[file.category] ?? file.category} · {formatBytes(file.file_size)} · {file.kind === 'deal' ? file.parent_id : 'Inquiry'}
                    </span>
                    {fileActions(file)}
                  </li>
                ))}
              </ul>
            ) : (
            <Table aria-label="Documents">
              <TableHeader>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableHead key={column.label} aria-sort={column.sort === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                      {column.sort ? (
                        <button type="button" className="inline-flex items-center gap-1 font-medium" onClick={() => toggleSort(column.sort!)}>
                          {column.label}
                          {column.sort === sort && (dir === 'asc' ? <ArrowUp aria-hidden="true" className="size-3" /> : <ArrowDown aria-hidden="true" className="size-3" />)}
                        </button>
                      ) : (
                        column.label
                      )}
                    </TableHead>
                  ))}
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page!.items.map((file) => {
                  const group = fileTypeGroup(file.file_type);
                  return (
                    <TableRow key={`${file.kind}-${file.id}`}>
                      <TableCell className="max-w-72 font-medium">
                        <span className="flex items-center gap-2">
                          <FileThumbnail file={file} canDownload={can.download} size="row" />
                          <span className="min-w-0">
                            <span className="block truncate">{file.file_name}</span>
                            {file.annotation_version > 0 && (
                              <span className="block text-xs font-normal text-muted-foreground">
                                {file.annotation_version === 1 ? '1 saved version' : `${file.annotation_version} saved versions`} + original
                              </span>
                            )}
                          </span>
                        </span>
                      </TableCell>
                      <TableCell>
                        {file.kind === 'deal' ? (
                          <Link className="underline" to={`/deals/${encodeURIComponent(file.parent_id)}`}>
                            {file.parent_id}
                          </Link>
                        ) : (
                          'Inquiry'
                        )}
                        {file.parent_label && <span className="block text-xs text-muted-foreground">{file.parent_label}</span>}
                      </TableCell>
                      <TableCell>{FILE_CATEGORY_LABELS[file.category] ?? file.category}</TableCell>
                      <TableCell>{group ? FILE_TYPE_GROUP_LABELS[group] : file.file_type}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatBytes(file.file_size)}</TableCell>
                      <TableCell>{file.uploaded_by_name ?? '—'}</TableCell>
                      <TableCell className="whitespace-nowrap">{WHEN.format(new Date(file.created_at))}</TableCell>
                      <TableCell>
                        {fileActions(file)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            )}
            <nav aria-label="Pages" className="flex items-center justify-between gap-2 text-sm">
              <span>
                {offset + 1}–{offset + page!.items.length} of {page!.total}
              </span>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => set('cursor', offset > 50 ? String(offset - 50) : '')}>
                  Previous
                </Button>
                <Button variant="outline" size="sm" disabled={!page!.nextCursor} onClick={() => set('cursor', page!.nextCursor ?? '')}>
                  Next
                </Button>
              </div>
            </nav>
          </>
        )}
      </CardContent>
      {dialog === 'upload' && <UploadDialog onClose={() => setDialog(null)} initialDealId={params.get('deal_id') ?? undefined} />}
      {dialog && dialog !== 'upload' && dialog.type === 'edit' && <EditFileDialog file={dialog.file} onClose={() => setDialog(null)} />}
      {dialog && dialog !== 'upload' && dialog.type === 'delete' && <DeleteFileDialog file={dialog.file} onClose={() => setDialog(null)} />}
      {dialog && dialog !== 'upload' && dialog.type === 'image' && <ImagePreviewDialog file={dialog.file} url={dialog.url!} onClose={() => setDialog(null)} />}
    </Card>
  );
}
