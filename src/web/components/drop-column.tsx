import { useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';

interface DropColumnProps {
  id: string;
  title: string;
  count: number;
  /** What a drop moves the card to (a deal stage, a lead status), also set as `data-{dataName}`. */
  value: string;
  dataName: string;
  /** Without it the column is not a drop target (the viewer may not move cards). */
  onDrop?: (value: string) => void;
  children: ReactNode;
}

/** One column of a drag-and-drop board (deals by stage, leads by status): heading, count and drop target. */
export function DropColumn({ id, title, count, value, dataName, onDrop, children }: DropColumnProps) {
  const [over, setOver] = useState(false);
  const headingId = `board-column-${id}`;

  const allowDrop = (event: DragEvent) => {
    if (!onDrop) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onDrop?.(value);
  };

  return (
    <section
      aria-labelledby={headingId}
      {...{ [`data-${dataName}`]: value }}
      onDragOver={allowDrop}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop ? drop : undefined}
      className={cn(
        'flex w-72 shrink-0 flex-col gap-3 rounded-xl border bg-muted/40 p-3 transition-colors',
        over && 'border-primary bg-accent',
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between text-sm font-semibold">
        <span>{title}</span>
        <span className="rounded-full bg-background px-2 text-xs text-muted-foreground tabular-nums">{count}</span>
      </h2>
      <div className="flex max-h-[65vh] flex-col gap-2 overflow-y-auto">{children}</div>
    </section>
  );
}
