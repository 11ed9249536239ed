import { useState } from 'react';
import { FileImage, FileSpreadsheet, FileText, File as FileIcon } from 'lucide-react';
import { fileTypeGroup } from '@core/library/categories';
import type { LibraryFile } from '@core/schemas/library';
import { thumbnailPath } from '../api/library';

const ICONS = { pdf: FileText, image: FileImage, spreadsheet: FileSpreadsheet, word: FileText } as const;

/**
 * A file's first page (PDF) or the picture itself (image), drawn by the server on first request and cached;
 * loaded only when scrolled near, so a page of 50 files never waits on 50 drawings. Other files, and people
 * who may not download, see the type's icon.
 */
export function FileThumbnail({ file, canDownload, size }: { file: LibraryFile; canDownload: boolean; size: 'row' | 'card' }) {
  const [failed, setFailed] = useState(false);
  const group = fileTypeGroup(file.file_type);
  const box = size === 'row' ? 'h-12 w-10' : 'h-40 w-full';
  if (!canDownload || failed || (group !== 'pdf' && group !== 'image')) {
    const Icon = (group && ICONS[group]) || FileIcon;
    return (
      <span className={`flex shrink-0 items-center justify-center rounded border bg-muted text-muted-foreground ${box}`}>
        <Icon aria-hidden="true" className={size === 'row' ? 'size-5' : 'size-10'} />
      </span>
    );
  }
  return (
    <img
      src={thumbnailPath(file.kind, file.id)}
      alt={`First page of ${file.file_name}`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`shrink-0 rounded border bg-white object-contain ${box}`}
    />
  );
}
