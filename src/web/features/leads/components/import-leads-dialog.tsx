import { useState } from 'react';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import { LEAD_IMPORT_FIELD_LABELS, LEAD_IMPORT_FIELDS, LEAD_IMPORT_MAX_ROWS, type LeadImportField } from '@core/schemas/leads';
import { CsvImportSteps } from '@web/components/csv-import-steps';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { useImportLeads, type ImportResult } from '../api/leads';

/** Import leads from CSV: choose the file, map its columns to lead fields, check every row, then import all or nothing. */
export function ImportLeadsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import leads</DialogTitle>
          <DialogDescription>Map the file's columns to lead fields and check the rows. Nothing is imported unless every row is valid.</DialogDescription>
        </DialogHeader>
        {open && <ImportSteps onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ImportSteps({ onDone }: { onDone: () => void }) {
  const importLeads = useImportLeads();
  return (
    <CsvImportSteps<LeadImportField, ImportResult>
      idPrefix="lead-import"
      fields={LEAD_IMPORT_FIELDS}
      labels={LEAD_IMPORT_FIELD_LABELS}
      maxRows={LEAD_IMPORT_MAX_ROWS}
      aliases={{ fullname: 'name', property: 'property_address', address: 'property_address' }}
      noun="Leads"
      busy={importLeads.isPending}
      submit={(rows, dryRun) => importLeads.mutateAsync({ rows, dry_run: dryRun })}
      onImported={(result) => {
        toast.success('Leads imported', { description: `${result.imported} leads imported.` });
        onDone();
      }}
    />
  );
}
