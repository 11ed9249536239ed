import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { useStages } from '@web/features/deals/api/stages';
import { PipelineEditor } from './pipeline-editor';
import { PipelineList } from './pipeline-list';

/** The 'Pipeline' tab: the deal stages in order, the board's columns. Editable with edit_system_settings. */
export function PipelineTab({ canEdit }: { canEdit: boolean }) {
  const stages = useStages();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pipeline</CardTitle>
        <CardDescription>
          The stages a deal moves through, in order; they are the columns of the deals board.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stages.isPending ? (
          <LoadingIndicator />
        ) : stages.isError ? (
          <Alert variant="destructive">
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {stages.error.message}
              <Button variant="outline" size="sm" onClick={() => void stages.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : canEdit ? (
          <PipelineEditor stages={stages.data} />
        ) : (
          <PipelineList stages={stages.data} />
        )}
      </CardContent>
    </Card>
  );
}
