import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { TextLayer, type PDFDocumentProxy, type PDFPageProxy, type RenderTask } from 'pdfjs-dist';
import { moveAnnotation, pagePoint, spanRect, toPageFractions } from '@core/library/annotation-edit';
import type { Annotation } from '@core/schemas/library';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';

export type Tool = 'select' | 'highlight' | 'freetext' | 'ink' | 'redact';

export interface PageSettings {
  tool: Tool;
  color: string;
  textSize: number;
  inkWidth: number;
  editable: boolean;
}

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  /** The size at scale 1 until the page itself is loaded (the first page's, as a guess). */
  guessSize: { width: number; height: number };
  annotations: Annotation[];
  /** Degrees the page is turned clockwise in this version (shown turned; annotations stay in page fractions). */
  rotation: number;
  settings: PageSettings;
  selectedId: string | null;
  searchHits: number[];
  onAdd: (annotation: Annotation) => void;
  onChange: (annotation: Annotation) => void;
  onSelect: (id: string | null) => void;
  pageRef: (element: HTMLDivElement | null) => void;
}

const newId = () => crypto.randomUUID();

const DESCRIPTIONS: { [K in Annotation['type']]: (a: Extract<Annotation, { type: K }>) => string } = {
  freetext: (a) => `Note: ${a.text}`,
  highlight: (a) => `Highlight${a.text ? `: ${a.text}` : ''}`,
  ink: () => 'Ink drawing',
  redact: () => 'Redaction',
};
const describe = (a: Annotation) => (DESCRIPTIONS[a.type] as (a: Annotation) => string)(a);

/** One page: canvas and text layer drawn when it comes near the screen, the annotations over them. */
export function PdfPage({ doc, pageNumber, scale, guessSize, annotations, rotation, settings, selectedId, searchHits, onAdd, onChange, onSelect, pageRef }: PdfPageProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayerDiv = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  const [near, setNear] = useState(pageNumber === 1);
  const [textDivs, setTextDivs] = useState<HTMLElement[]>([]);
  const [stroke, setStroke] = useState<number[] | null>(null);
  const [note, setNote] = useState<{ x: number; y: number; text: string } | null>(null);
  const [box, setBox] = useState<{ from: { x: number; y: number }; to: { x: number; y: number } } | null>(null);
  const drag = useRef<{ id: string; start: { x: number; y: number }; original: Annotation } | null>(null);

  const base = page ? page.getViewport({ scale: 1 }) : guessSize;
  const width = base.width * scale;
  const height = base.height * scale;

  useEffect(() => {
    const element = container.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '150% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near || page) return;
    let live = true;
    void doc.getPage(pageNumber).then((loaded) => live && setPage(loaded));
    return () => {
      live = false;
    };
  }, [near, page, doc, pageNumber]);

  useEffect(() => {
    if (!page || !canvas.current || !textLayerDiv.current) return;
    const viewport = page.getViewport({ scale });
    const ratio = window.devicePixelRatio || 1;
    const target = canvas.current;
    target.width = Math.floor(viewport.width * ratio);
    target.height = Math.floor(viewport.height * ratio);
    const context = target.getContext('2d');
    if (!context) return;
    const task: RenderTask = page.render({ canvas: target, canvasContext: context, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
    task.promise.catch(() => undefined); // cancelled by a newer zoom
    const textDiv = textLayerDiv.current;
    textDiv.replaceChildren();
    const textLayer = new TextLayer({ textContentSource: page.streamTextContent(), container: textDiv, viewport });
    let live = true;
    textLayer.render().then(
      () => live && setTextDivs(textLayer.textDivs),
      () => undefined,
    );
    return () => {
      live = false;
      task.cancel();
      textLayer.cancel();
    };
  }, [page, scale]);

  useEffect(() => {
    textDivs.forEach((div, index) => div.classList.toggle('search-hit', searchHits.includes(index)));
  }, [textDivs, searchHits]);

  const fraction = (event: { clientX: number; clientY: number }) =>
    pagePoint({ x: event.clientX, y: event.clientY }, container.current!.getBoundingClientRect(), rotation);

  /** The text selected on this page becomes a highlight. */
  const highlightSelection = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || !container.current) return;
    const range = selection.getRangeAt(0);
    if (!container.current.contains(range.commonAncestorContainer)) return;
    const rects = toPageFractions(Array.from(range.getClientRects()), container.current.getBoundingClientRect(), rotation).slice(0, 200);
    if (rects.length === 0) return;
    onAdd({ id: newId(), type: 'highlight', page: pageNumber, color: settings.color, rects, text: selection.toString().slice(0, 2_000) });
    selection.removeAllRanges();
  };

  const onOverlayDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!settings.editable) return;
    if (settings.tool === 'ink') {
      event.currentTarget.setPointerCapture(event.pointerId);
      const p = fraction(event);
      setStroke([p.x, p.y]);
    } else if (settings.tool === 'redact') {
      event.currentTarget.setPointerCapture(event.pointerId);
      const p = fraction(event);
      setBox({ from: p, to: p });
    } else if (settings.tool === 'freetext' && !note) {
      const p = fraction(event);
      setNote({ x: p.x, y: p.y, text: '' });
    }
  };
  const onOverlayMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (box) return setBox({ ...box, to: fraction(event) });
    if (!stroke) return;
    const p = fraction(event);
    if (stroke.length < 4_000) setStroke([...stroke, p.x, p.y]);
  };
  const onOverlayUp = () => {
    if (box) {
      const rect = spanRect(box.from, box.to);
      if (rect.w > 0.002 && rect.h > 0.002) onAdd({ id: newId(), type: 'redact', page: pageNumber, color: '#000000', rects: [rect] });
      return setBox(null);
    }
    if (!stroke) return;
    const points = stroke.length === 2 ? [...stroke, stroke[0]! + 0.001, stroke[1]!] : stroke;
    onAdd({ id: newId(), type: 'ink', page: pageNumber, color: settings.color, width: settings.inkWidth, paths: [points] });
    setStroke(null);
  };

  const addNote = () => {
    if (!note || !note.text.trim()) return setNote(null);
    onAdd({ id: newId(), type: 'freetext', page: pageNumber, color: settings.color, x: note.x, y: note.y, text: note.text.trim().slice(0, 2_000), size: settings.textSize });
    setNote(null);
  };

  const startDrag = (event: ReactPointerEvent, annotation: Annotation) => {
    onSelect(annotation.id);
    if (!settings.editable || settings.tool !== 'select') return;
    event.stopPropagation();
    (event.currentTarget as Element).setPointerCapture(event.pointerId);
    drag.current = { id: annotation.id, start: fraction(event), original: annotation };
  };
  const endDrag = (event: ReactPointerEvent) => {
    const state = drag.current;
    drag.current = null;
    if (!state) return;
    const end = fraction(event);
    const dx = end.x - state.start.x;
    const dy = end.y - state.start.y;
    if (Math.abs(dx) + Math.abs(dy) > 0.002) onChange(moveAnnotation(state.original, dx, dy));
  };

  const drawing = settings.editable && (settings.tool === 'ink' || settings.tool === 'freetext' || settings.tool === 'redact');
  const sideways = rotation % 180 !== 0;
  const outerWidth = sideways ? height : width;
  const outerHeight = sideways ? width : height;
  const polyline = (points: number[]) => points.map((n, i) => (i % 2 === 0 ? n * width : n * height)).join(' ');

  return (
    <div ref={pageRef} className="relative mx-auto shrink-0" style={{ width: outerWidth, height: outerHeight }} data-rotation={rotation}>
    <div
      ref={container}
      className="pdf-page absolute bg-white shadow-md"
      style={{
        width,
        height,
        left: (outerWidth - width) / 2,
        top: (outerHeight - height) / 2,
        transform: rotation ? `rotate(${rotation}deg)` : undefined,
        ['--total-scale-factor' as string]: scale,
      }}
      data-page-number={pageNumber}
      aria-label={`Page ${pageNumber}`}
      role="region"
      onMouseUp={() => settings.editable && settings.tool === 'highlight' && highlightSelection()}
      // From the keyboard, Enter on a page opens a note at its top left, and 'h' highlights the selected text.
      tabIndex={settings.editable && settings.tool !== 'select' ? 0 : undefined}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' && settings.tool === 'freetext') setNote({ x: 0.1, y: 0.1, text: '' });
        if (event.key === 'h' && settings.tool === 'highlight') highlightSelection();
      }}
    >
      <canvas ref={canvas} className="absolute inset-0" style={{ width, height }} aria-hidden="true" />
      <div ref={textLayerDiv} className="textLayer" />
      {/* Drawn annotations: above the text, letting pointer events through except on themselves. */}
      <div className="pointer-events-none absolute inset-0 z-10">
        {annotations.map((a) => {
          const selected = a.id === selectedId;
          const ring = selected ? 'outline outline-2 outline-offset-1 outline-primary' : '';
          const common = {
            'aria-label': describe(a),
            'aria-pressed': selected,
            onFocus: () => onSelect(a.id),
            onPointerDown: (event: ReactPointerEvent) => startDrag(event, a),
            onPointerUp: endDrag,
            className: `group absolute inset-0 pointer-events-none focus-visible:outline-none`,
            'data-annotation': a.type,
          } as const;
          if (a.type === 'highlight') {
            return (
              <button key={a.id} type="button" {...common}>
                {a.rects.map((r, i) => (
                  <span
                    key={i}
                    className={`pointer-events-auto absolute mix-blend-multiply group-focus-visible:outline group-focus-visible:outline-2 ${ring}`}
                    style={{ left: `${r.x * 100}%`, top: `${r.y * 100}%`, width: `${r.w * 100}%`, height: `${r.h * 100}%`, background: a.color, opacity: 0.4 }}
                  />
                ))}
              </button>
            );
          }
          if (a.type === 'redact') {
            return (
              <button key={a.id} type="button" {...common}>
                {a.rects.map((r, i) => (
                  <span
                    key={i}
                    className={`pointer-events-auto absolute bg-black group-focus-visible:outline group-focus-visible:outline-2 ${ring}`}
                    style={{ left: `${r.x * 100}%`, top: `${r.y * 100}%`, width: `${r.w * 100}%`, height: `${r.h * 100}%` }}
                  />
                ))}
              </button>
            );
          }
          if (a.type === 'freetext') {
            return (
              <button key={a.id} type="button" {...common}>
                <span
                  className={`pointer-events-auto absolute whitespace-pre-wrap text-left leading-[1.2] group-focus-visible:outline group-focus-visible:outline-2 ${ring}`}
                  style={{ left: `${a.x * 100}%`, top: `${a.y * 100}%`, color: a.color, fontSize: a.size * scale, fontFamily: 'Helvetica, Arial, sans-serif', padding: 2 * scale }}
                >
                  {a.text}
                </span>
              </button>
            );
          }
          return (
            <button key={a.id} type="button" {...common}>
              <svg className={`absolute inset-0 group-focus-visible:outline group-focus-visible:outline-2 ${ring}`} width={width} height={height} aria-hidden="true">
                {a.paths.map((path, i) => (
                  <polyline
                    key={i}
                    points={polyline(path)}
                    fill="none"
                    stroke={a.color}
                    strokeWidth={a.width * scale}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    className="pointer-events-auto"
                    style={{ pointerEvents: 'stroke' }}
                  />
                ))}
              </svg>
            </button>
          );
        })}
      </div>
      {drawing && (
        <div
          className={`absolute inset-0 z-20 ${settings.tool === 'freetext' ? 'cursor-text' : 'cursor-crosshair touch-none'}`}
          data-testid={`draw-layer-${pageNumber}`}
          onPointerDown={onOverlayDown}
          onPointerMove={onOverlayMove}
          onPointerUp={onOverlayUp}
        >
          {box && (
            <span
              className="absolute border-2 border-dashed border-red-600 bg-black/60"
              style={(({ x, y, w, h }) => ({ left: `${x * 100}%`, top: `${y * 100}%`, width: `${w * 100}%`, height: `${h * 100}%` }))(spanRect(box.from, box.to))}
            />
          )}
          {stroke && (
            <svg className="absolute inset-0" width={width} height={height} aria-hidden="true">
              <polyline points={polyline(stroke)} fill="none" stroke={settings.color} strokeWidth={settings.inkWidth * scale} strokeLinecap="round" />
            </svg>
          )}
        </div>
      )}
      {note && (
        <form
          className="absolute z-30 flex w-64 flex-col gap-2 rounded-md border bg-background p-2 shadow-lg"
          style={{ left: `${Math.min(note.x, 0.6) * 100}%`, top: `${Math.min(note.y, 0.8) * 100}%` }}
          onSubmit={(event) => {
            event.preventDefault();
            addNote();
          }}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <Textarea
            aria-label="Note text"
            autoFocus
            value={note.text}
            onChange={(event) => setNote({ ...note, text: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                addNote();
              } else if (event.key === 'Escape') setNote(null);
            }}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => setNote(null)}>
              Cancel
            </Button>
            <Button type="submit" size="sm">
              Add note
            </Button>
          </div>
        </form>
      )}
    </div>
    </div>
  );
}
