// The annotating PDF viewer (SPEC §1): pages drawn lazily with pdf.js, text selection and search through its text
// layer, and free text, highlight and ink annotations kept as data on the server (a new version per save).
// Loaded only on its own route, so pdf.js stays out of every other page's download.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as pdfjs from 'pdfjs-dist';
import { ChevronLeft, ChevronRight, Download, Eraser, Highlighter, MousePointer2, PenLine, Redo2, RotateCw, Save, Trash2, Type, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { toast } from 'sonner';
import { matchingItems, moveAnnotation, turnClockwise } from '@core/library/annotation-edit';
import type { Annotation, FileKind, PageRotation } from '@core/schemas/library';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { annotatedFileUrl, useAnnotations, useSaveAnnotations } from '../api/library';
import { BundledBinaryDataFactory, pdfWorkerUrl } from '../pdf-assets';
import { startPdfWorker } from './early-worker';
import { PdfPage, type Tool } from './pdf-page';
import './viewer.css';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
// pdf.js's worker, started early (early-worker.ts) and kept for every document opened after: a document's
// destroy leaves a worker it was given. Given as a port, it is ready at once: the file is fetched while it boots.
const pdfWorker = () => pdfjs.PDFWorker.create({ port: startPdfWorker() });
/** Only the byte ranges the pages on screen need, 64 KB at a time (the storage route answers ranges). */
const RANGES = { disableAutoFetch: true, rangeChunkSize: 65_536 } as const;

const COLORS = [
  { value: '#ffd400', name: 'Yellow' },
  { value: '#2e7d32', name: 'Green' },
  { value: '#1565c0', name: 'Blue' },
  { value: '#c62828', name: 'Red' },
  { value: '#000000', name: 'Black' },
];
type ColoredTool = 'highlight' | 'freetext' | 'ink';
const DEFAULT_COLORS: Record<ColoredTool, string> = { highlight: '#ffd400', freetext: '#c62828', ink: '#1565c0' };
const isColored = (t: Tool): t is ColoredTool => t in DEFAULT_COLORS;
const TOOLS: { tool: Tool; label: string; icon: typeof Type; key: string }[] = [
  { tool: 'select', label: 'Select', icon: MousePointer2, key: 'v' },
  { tool: 'highlight', label: 'Highlight', icon: Highlighter, key: 'h' },
  { tool: 'freetext', label: 'Free text', icon: Type, key: 't' },
  { tool: 'ink', label: 'Ink', icon: PenLine, key: 'i' },
  { tool: 'redact', label: 'Redact', icon: Eraser, key: 'x' },
];

/** Rotations as the API stores them: only the pages turned. */
const rotationList = (rotations: Map<number, number>): PageRotation[] =>
  [...rotations].flatMap(([page, degrees]) => (degrees ? [{ page, degrees: degrees as PageRotation['degrees'] }] : []));
const ZOOM_MIN = 0.25;
const ZOOM_MAX = 4;

/** A stored file (deal or inquiry) or an e-mailed file awaiting review (read only: no versions yet). */
export type ViewerKind = FileKind | 'email';

interface PdfViewerProps {
  kind: ViewerKind;
  id: string;
  fileName: string;
  url: string;
  canEdit: boolean;
  canDownload: boolean;
  /** A fresh signed URL of the original, for "Download original". */
  originalUrl: () => Promise<string>;
}

export function PdfViewer({ kind: viewerKind, id, fileName, url, canEdit, canDownload, originalUrl }: PdfViewerProps) {
  // An e-mailed file is read, searched and downloaded; annotations and versions belong to stored files only.
  const annotatable = viewerKind !== 'email';
  const kind: FileKind = viewerKind === 'email' ? 'deal' : viewerKind; // unused while not annotatable
  const [doc, setDoc] = useState<pdfjs.PDFDocumentProxy | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [firstSize, setFirstSize] = useState({ width: 612, height: 792 });
  const [scale, setScale] = useState(1);
  const [currentPage, setCurrentPage] = useState(1);
  const [pageInput, setPageInput] = useState('1');
  const [tool, setTool] = useState<Tool>('select');
  const [colors, setColors] = useState(DEFAULT_COLORS);
  const [textSize, setTextSize] = useState(12);
  const [inkWidth, setInkWidth] = useState(2);
  const [viewVersion, setViewVersion] = useState<number | undefined>(undefined);
  const [annotations, setAnnotations] = useState<Annotation[]>([]);
  const [rotations, setRotations] = useState(new Map<number, number>());
  const [baseVersion, setBaseVersion] = useState(0);
  const [undoStack, setUndoStack] = useState<Annotation[][]>([]);
  const [redoStack, setRedoStack] = useState<Annotation[][]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [search, setSearch] = useState('');
  const [hits, setHits] = useState<{ page: number; items: number[] }[] | null>(null);
  const [hitIndex, setHitIndex] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  const pageElements = useRef(new Map<number, HTMLDivElement>());
  const searchInput = useRef<HTMLInputElement>(null);

  const saved = useAnnotations(kind, id, viewVersion, annotatable);
  const save = useSaveAnnotations(kind, id);
  const latest = saved.data && viewVersion === undefined;
  const editable = annotatable && canEdit && viewVersion === undefined;

  // The server's annotations replace the editor's whenever nothing unsaved would be lost (another person's save
  // arrives over the realtime channel; another version is chosen).
  useEffect(() => {
    if (!saved.data || (dirty && latest)) return;
    setAnnotations(saved.data.annotations);
    setRotations(new Map(saved.data.rotations.map((r) => [r.page, r.degrees])));
    if (latest) setBaseVersion(saved.data.version);
    setUndoStack([]);
    setRedoStack([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer from the server resets the editor
  }, [saved.data]);

  useEffect(() => {
    const task = pdfjs.getDocument({ url, worker: pdfWorker(), ...RANGES, BinaryDataFactory: BundledBinaryDataFactory, useWorkerFetch: false, isEvalSupported: false });
    let live = true;
    task.promise.then(
      async (loaded) => {
        const first = await loaded.getPage(1);
        if (!live) return;
        const { width, height } = first.getViewport({ scale: 1 });
        setFirstSize({ width, height });
        setDoc(loaded);
        const available = (scroller.current?.clientWidth ?? 900) - 48;
        setScale(Math.min(1.5, Math.max(ZOOM_MIN, Math.round((available / width) * 100) / 100)));
      },
      (error: Error) => live && setLoadError(error.name === 'PasswordException' ? 'This PDF is protected by a password.' : `This PDF could not be opened: ${error.message}`),
    );
    return () => {
      live = false;
      void task.destroy();
    };
  }, [url]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = useCallback(
    (next: Annotation[]) => {
      setUndoStack((stack) => [...stack.slice(-99), annotations]);
      setRedoStack([]);
      setAnnotations(next);
      setDirty(true);
    },
    [annotations],
  );
  const add = (annotation: Annotation) => {
    change([...annotations, annotation]);
    setSelectedId(annotation.id);
  };
  const replace = (annotation: Annotation) => change(annotations.map((a) => (a.id === annotation.id ? annotation : a)));
  const removeSelected = () => {
    if (!selectedId) return;
    change(annotations.filter((a) => a.id !== selectedId));
    setSelectedId(null);
  };
  const undo = () => {
    const previous = undoStack.at(-1);
    if (!previous) return;
    setRedoStack((stack) => [...stack, annotations]);
    setUndoStack((stack) => stack.slice(0, -1));
    setAnnotations(previous);
    setDirty(true);
  };
  const redo = () => {
    const next = redoStack.at(-1);
    if (!next) return;
    setUndoStack((stack) => [...stack, annotations]);
    setRedoStack((stack) => stack.slice(0, -1));
    setAnnotations(next);
    setDirty(true);
  };

  const submit = () =>
    save.mutate(
      { base_version: baseVersion, annotations, rotations: rotationList(rotations) },
      {
        onSuccess: (state) => {
          setBaseVersion(state.version);
          setDirty(false);
          toast.success('New version saved', { description: `Version ${state.version}; the original is kept.` });
        },
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    );

  const numPages = doc?.numPages ?? 0;
  const goTo = useCallback(
    (pageNumber: number) => {
      const target = Math.min(Math.max(1, pageNumber), numPages || 1);
      pageElements.current.get(target)?.scrollIntoView({ block: 'start' });
      setCurrentPage(target);
      setPageInput(String(target));
    },
    [numPages],
  );
  const zoom = (next: number) => setScale(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(next * 100) / 100)));
  const fitWidth = () => zoom(((scroller.current?.clientWidth ?? 900) - 48) / firstSize.width);

  const onScroll = () => {
    // Measured against the scroller itself: a page's offsetTop counts from the nearest positioned ancestor.
    const top = scroller.current?.getBoundingClientRect().top ?? 0;
    let visible = 1;
    for (const [pageNumber, element] of pageElements.current) if (element.getBoundingClientRect().top - 40 <= top && pageNumber > visible) visible = pageNumber;
    if (visible !== currentPage) {
      setCurrentPage(visible);
      setPageInput(String(visible));
    }
  };

  const runSearch = async () => {
    if (!doc || !search.trim()) return setHits(null);
    const found: { page: number; items: number[] }[] = [];
    for (let pageNumber = 1; pageNumber <= doc.numPages; pageNumber += 1) {
      const content = await (await doc.getPage(pageNumber)).getTextContent();
      const items = matchingItems(content.items.map((item) => ('str' in item ? item.str : '')), search);
      if (items.length) found.push({ page: pageNumber, items });
    }
    setHits(found);
    setHitIndex(0);
    if (found[0]) goTo(found[0].page);
  };
  const stepHit = (delta: number) => {
    if (!hits?.length) return;
    const next = (hitIndex + delta + hits.length) % hits.length;
    setHitIndex(next);
    goTo(hits[next]!.page);
  };

  const settings = (t: Tool) => ({ tool: t, color: isColored(t) ? colors[t] : '#000000', textSize, inkWidth, editable });
  const rotateCurrentPage = () => {
    setRotations(new Map(rotations).set(currentPage, turnClockwise(rotations.get(currentPage) ?? 0)));
    setDirty(true);
  };
  const byPage = useMemo(() => {
    const map = new Map<number, Annotation[]>();
    for (const a of annotations) map.set(a.page, [...(map.get(a.page) ?? []), a]);
    return map;
  }, [annotations]);

  const onKeyDown = (event: KeyboardEvent) => {
    const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement;
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      searchInput.current?.focus();
      return;
    }
    if (typing) return;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    } else if (mod && event.key.toLowerCase() === 's' && editable) {
      event.preventDefault();
      submit();
    } else if (event.key === 'PageDown' || (event.key === 'n' && !mod)) {
      event.preventDefault();
      goTo(currentPage + 1);
    } else if (event.key === 'PageUp' || (event.key === 'p' && !mod)) {
      event.preventDefault();
      goTo(currentPage - 1);
    } else if (event.key === 'r' && !mod && editable) rotateCurrentPage();
    else if (event.key === '+' || event.key === '=') zoom(scale * 1.2);
    else if (event.key === '-') zoom(scale / 1.2);
    else if ((event.key === 'Delete' || event.key === 'Backspace') && selectedId && editable) removeSelected();
    else if (event.key === 'Escape') {
      setTool('select');
      setSelectedId(null);
    } else if (event.key.startsWith('Arrow') && selectedId && editable) {
      const selected = annotations.find((a) => a.id === selectedId);
      if (!selected) return;
      event.preventDefault();
      const step = 0.005;
      const dx = event.key === 'ArrowLeft' ? -step : event.key === 'ArrowRight' ? step : 0;
      const dy = event.key === 'ArrowUp' ? -step : event.key === 'ArrowDown' ? step : 0;
      replace(moveAnnotation(selected, dx, dy));
    } else if (editable && !mod && !(event.target instanceof HTMLElement && event.target.dataset.pageNumber)) {
      const chosen = TOOLS.find((t) => t.key === event.key);
      if (chosen) setTool(chosen.tool);
    }
  };

  const download = (signed: Promise<string>) =>
    signed.then(
      (href) => window.location.assign(href),
      (error: Error) => toast.error('Error', { description: error.message }),
    );

  const activeColor = isColored(tool) ? colors[tool] : null;

  return (
    <div className="flex h-[calc(100vh-8rem)] min-h-[480px] flex-col gap-2" onKeyDown={onKeyDown}>
      <div role="toolbar" aria-label="Viewer" className="flex flex-wrap items-center gap-2 rounded-md border bg-card p-2">
        <Button variant="outline" size="icon" aria-label="Previous page" onClick={() => goTo(currentPage - 1)} disabled={currentPage <= 1}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <form
          className="flex items-center gap-1 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            goTo(Number(pageInput) || 1);
          }}
        >
          <Label htmlFor="viewer-page">Page</Label>
          <Input id="viewer-page" className="h-8 w-14" inputMode="numeric" value={pageInput} onChange={(event) => setPageInput(event.target.value)} />
          <span>of {numPages || '…'}</span>
        </form>
        <Button variant="outline" size="icon" aria-label="Next page" onClick={() => goTo(currentPage + 1)} disabled={currentPage >= numPages}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <span className="mx-1 h-6 border-l" aria-hidden="true" />
        <Button variant="outline" size="icon" aria-label="Zoom out" onClick={() => zoom(scale / 1.2)}>
          <ZoomOut aria-hidden="true" />
        </Button>
        <span className="w-12 text-center text-sm" aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <Button variant="outline" size="icon" aria-label="Zoom in" onClick={() => zoom(scale * 1.2)}>
          <ZoomIn aria-hidden="true" />
        </Button>
        <Button variant="outline" size="sm" onClick={fitWidth}>
          Fit width
        </Button>
        <span className="mx-1 h-6 border-l" aria-hidden="true" />
        <form
          role="search"
          className="flex items-center gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            void runSearch();
          }}
        >
          <Label htmlFor="viewer-search" className="sr-only">
            Search in document
          </Label>
          <Input id="viewer-search" ref={searchInput} className="h-8 w-44" placeholder="Search in document" value={search} onChange={(event) => setSearch(event.target.value)} />
          <Button type="submit" variant="outline" size="sm">
            Find
          </Button>
          {hits && (
            <>
              <Button type="button" variant="ghost" size="icon" aria-label="Previous match" onClick={() => stepHit(-1)} disabled={!hits.length}>
                <ChevronLeft aria-hidden="true" />
              </Button>
              <span className="text-sm" aria-live="polite">
                {hits.length ? `Page ${hitIndex + 1} of ${hits.length} with matches` : 'No matches'}
              </span>
              <Button type="button" variant="ghost" size="icon" aria-label="Next match" onClick={() => stepHit(1)} disabled={!hits.length}>
                <ChevronRight aria-hidden="true" />
              </Button>
            </>
          )}
        </form>
      </div>

      <div role="toolbar" aria-label="Annotations" className="flex flex-wrap items-center gap-2 rounded-md border bg-card p-2">
        {editable ? (
          <>
            {TOOLS.map(({ tool: t, label, icon: Icon, key }) => (
              <Button key={t} variant={tool === t ? 'default' : 'outline'} size="sm" aria-pressed={tool === t} onClick={() => setTool(t)} title={`${label} (${key})`}>
                <Icon aria-hidden="true" />
                {label}
              </Button>
            ))}
            {activeColor && (
              <div role="group" aria-label="Colour" className="flex items-center gap-1">
                {COLORS.map((c) => (
                  <button
                    key={c.value}
                    type="button"
                    aria-label={c.name}
                    aria-pressed={activeColor === c.value}
                    onClick={() => isColored(tool) && setColors({ ...colors, [tool]: c.value })}
                    className={`size-6 rounded-full border-2 ${activeColor === c.value ? 'border-foreground' : 'border-transparent'}`}
                    style={{ background: c.value }}
                  />
                ))}
              </div>
            )}
            {tool === 'freetext' && (
              <div className="flex items-center gap-1 text-sm">
                <Label htmlFor="viewer-text-size">Size</Label>
                <NativeSelect id="viewer-text-size" className="w-20" value={textSize} onChange={(event) => setTextSize(Number(event.target.value))}>
                  {[8, 10, 12, 14, 18, 24, 32].map((size) => (
                    <option key={size} value={size}>
                      {size} pt
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            {tool === 'ink' && (
              <div className="flex items-center gap-1 text-sm">
                <Label htmlFor="viewer-ink-width">Thickness</Label>
                <NativeSelect id="viewer-ink-width" className="w-20" value={inkWidth} onChange={(event) => setInkWidth(Number(event.target.value))}>
                  {[1, 2, 4, 8].map((size) => (
                    <option key={size} value={size}>
                      {size} pt
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
            <Button variant="outline" size="icon" onClick={rotateCurrentPage} aria-label="Rotate page" title="Rotate page clockwise (r)">
              <RotateCw aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" aria-label="Undo" onClick={undo} disabled={undoStack.length === 0}>
              <Undo2 aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" aria-label="Redo" onClick={redo} disabled={redoStack.length === 0}>
              <Redo2 aria-hidden="true" />
            </Button>
            <Button variant="outline" size="sm" onClick={removeSelected} disabled={!selectedId}>
              <Trash2 aria-hidden="true" />
              Delete annotation
            </Button>
            <Button size="sm" onClick={submit} disabled={!dirty || save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? 'Saving...' : 'Save as new version'}
            </Button>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {!annotatable
              ? 'Annotations can be added once this file is approved into a deal.'
              : canEdit
                ? 'An earlier version is shown: choose the latest to edit.'
                : 'You can view the annotations; changing them needs permission to upload documents.'}
          </p>
        )}
        <span className="ml-auto" />
        {saved.data && saved.data.versions.length > 0 && (
          <div className="flex items-center gap-1 text-sm">
            <Label htmlFor="viewer-version">Version</Label>
            <NativeSelect
              id="viewer-version"
              className="w-72"
              value={viewVersion ?? ''}
              onChange={(event) => {
                if (dirty && !window.confirm('Discard the annotations you have not saved?')) return;
                setDirty(false);
                setViewVersion(event.target.value ? Number(event.target.value) : undefined);
              }}
            >
              <option value="">Latest</option>
              {saved.data.versions.map((v) => (
                <option key={v.version} value={v.version}>
                  v{v.version} · {v.saved_by_name ?? 'Unknown'} · {new Date(v.saved_at).toLocaleString()} · {v.count} annotations
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {canDownload && (
          <>
            <Button variant="outline" size="sm" onClick={() => void download(originalUrl())}>
              <Download aria-hidden="true" />
              Download original
            </Button>
            {annotatable && (
              <Button variant="outline" size="sm" disabled={!saved.data?.versions.length} onClick={() => void download(annotatedFileUrl(kind, id, viewVersion))}>
                <Download aria-hidden="true" />
                Download this version
              </Button>
            )}
          </>
        )}
      </div>

      {loadError ? (
        <p role="alert" className="text-sm text-destructive">
          {loadError}
        </p>
      ) : (
        <div className="flex min-h-0 flex-1 gap-2">
          <nav aria-label="Pages" className="hidden w-28 shrink-0 overflow-y-auto rounded-md border bg-card p-1 md:block">
            <ol className="flex flex-col gap-1">
              {Array.from({ length: numPages }, (_, index) => index + 1).map((pageNumber) => (
                <li key={pageNumber}>
                  <button
                    type="button"
                    aria-current={pageNumber === currentPage ? 'page' : undefined}
                    onClick={() => goTo(pageNumber)}
                    className={`w-full rounded px-2 py-1 text-left text-sm ${pageNumber === currentPage ? 'bg-primary text-primary-foreground' : 'hover:bg-accent'}`}
                  >
                    Page {pageNumber}
                    {byPage.get(pageNumber)?.length ? <span className="sr-only"> (annotated)</span> : null}
                    {byPage.get(pageNumber)?.length ? <span aria-hidden="true"> •</span> : null}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          <div ref={scroller} onScroll={onScroll} className="min-w-0 flex-1 overflow-auto rounded-md border bg-muted p-4" aria-label={fileName} role="document">
            {doc ? (
              <div className="flex flex-col gap-4">
                {Array.from({ length: numPages }, (_, index) => index + 1).map((pageNumber) => (
                  <PdfPage
                    key={pageNumber}
                    doc={doc}
                    pageNumber={pageNumber}
                    scale={scale}
                    guessSize={firstSize}
                    annotations={byPage.get(pageNumber) ?? []}
                    rotation={rotations.get(pageNumber) ?? 0}
                    settings={settings(tool)}
                    selectedId={selectedId}
                    searchHits={hits?.find((h) => h.page === pageNumber)?.items ?? []}
                    onAdd={add}
                    onChange={replace}
                    onSelect={setSelectedId}
                    pageRef={(element) => {
                      if (element) pageElements.current.set(pageNumber, element);
                      else pageElements.current.delete(pageNumber);
                    }}
                  />
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Loading...</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
