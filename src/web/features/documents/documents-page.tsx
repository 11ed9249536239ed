import { PageHeader } from '@web/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DealFromDocumentFlow } from './deal-from-document-flow';

/** Documents (/documents): drop in what a broker sent and turn it into a deal. */
export default function DocumentsPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Documents" description="Turn a broker's documents into deals." />
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>Create Deal from Document</CardTitle>
          <CardDescription>PDFs are read in your browser; the AI extracts the deal fields with a confidence for each.</CardDescription>
        </CardHeader>
        <CardContent>
          <DealFromDocumentFlow />
        </CardContent>
      </Card>
    </div>
  );
}
