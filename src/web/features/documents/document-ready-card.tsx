import { Sparkles, X } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import type { DocumentPreview } from './document-preview';
import { DocumentPreviewView } from './document-preview-view';

interface DocumentReadyCardProps {
  file: File;
  preview: DocumentPreview;
  isAnalyzing: boolean;
  /** Set once analysed: the card then offers to reopen the review instead of analysing again. */
  analyzed: boolean;
  onAnalyze: () => void;
  onReview: () => void;
  onCancel: () => void;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** SPEC §2: 'Document Ready for Analysis' with its preview, 'Processed', 'Analyze with AI' and 'Cancel'. */
export function DocumentReadyCard({ file, preview, isAnalyzing, analyzed, onAnalyze, onReview, onCancel }: DocumentReadyCardProps) {
  return (
    <Card role="region" aria-labelledby="document-ready-title" className="relative">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2 pr-8">
          <CardTitle id="document-ready-title">Document Ready for Analysis</CardTitle>
          <Badge variant="green">Processed</Badge>
        </div>
        <p className="truncate text-sm text-muted-foreground">
          {file.name} · {formatSize(file.size)}
        </p>
        <button
          type="button"
          onClick={onCancel}
          disabled={isAnalyzing}
          aria-label="Remove document"
          className="absolute top-4 right-4 rounded-xs opacity-70 hover:opacity-100 disabled:pointer-events-none"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </CardHeader>
      <CardContent>
        <DocumentPreviewView preview={preview} fileName={file.name} />
      </CardContent>
      <CardFooter className="gap-2">
        {analyzed ? (
          <Button onClick={onReview}>Review Analysis</Button>
        ) : (
          <Button onClick={onAnalyze} disabled={isAnalyzing}>
            <Sparkles aria-hidden="true" />
            {isAnalyzing ? 'Analyzing with AI...' : 'Analyze with AI'}
          </Button>
        )}
        <Button variant="outline" onClick={onCancel} disabled={isAnalyzing}>
          Cancel
        </Button>
      </CardFooter>
    </Card>
  );
}
