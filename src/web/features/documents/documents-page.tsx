import { PageHeader } from '@web/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DealFromDocumentFlow } from './deal-from-document-flow';
import { DocumentLibrary } from './library/document-library';

/** Documents (/documents): the library of every file the caller may see, and a deal from a broker's document. */
export default function DocumentsPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Documents" description="Every file of your deals and inquiries, and new deals from a broker's documents." />
      <DocumentLibrary />
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
