import type { DealStage } from '@web/features/deals/api/stages';

/** The pipeline as members without admin rights see it: the stages in order. */
export function PipelineList({ stages }: { stages: readonly DealStage[] }) {
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Pipeline stages" className="flex flex-col gap-1 text-sm">
        {stages.map((stage, index) => (
          <li key={stage.id} className="flex gap-2 rounded-md border px-3 py-2">
            <span className="w-5 text-right text-muted-foreground tabular-nums" aria-hidden="true">
              {index + 1}.
            </span>
            {stage.name}
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">Only administrators can change the pipeline.</p>
    </div>
  );
}
