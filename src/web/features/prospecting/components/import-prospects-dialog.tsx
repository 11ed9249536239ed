import { useState } from 'react';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import { PROSPECT_IMPORT_FIELD_LABELS, PROSPECT_IMPORT_FIELDS, PROSPECT_IMPORT_MAX_ROWS, type ProspectImportField } from '@core/schemas/prospects';
import { CsvImportSteps } from '@web/components/csv-import-steps';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useImportProspects, type ProspectImportResult } from '../api/prospects';

const ALIASES: Record<string, ProspectImportField> = {
  fullname: 'name', owner: 'name', ownername: 'name', property: 'property_address', address: 'property_address', propertyaddress: 'property_address',
  category: 'kind', kind: 'kind', properties: 'property_count', deals: 'deal_count', lastactive: 'last_activity',
};

/** Import a prospect list from CSV: name it, map the columns, check every row, then import. */
export function ImportProspectsDialog({ onImported }: { onImported: (listId: string) => void }) {
  const [open, setOpen] = useState(false);
  const [listName, setListName] = useState('');
  const importProspects = useImportProspects();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setListName('');
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden="true" />
          Import List
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import prospects</DialogTitle>
          <DialogDescription>
            Property owners, investors or brokers. Nothing is imported while a row is invalid; people already known as a lead, a contact or a prospect are skipped.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="prospect-list-name">List name</Label>
          <Input id="prospect-list-name" value={listName} onChange={(e) => setListName(e.target.value)} />
        </div>
        {open && (
          <CsvImportSteps<ProspectImportField, ProspectImportResult>
            idPrefix="prospect-import"
            fields={PROSPECT_IMPORT_FIELDS}
            labels={PROSPECT_IMPORT_FIELD_LABELS}
            maxRows={PROSPECT_IMPORT_MAX_ROWS}
            aliases={ALIASES}
            noun="Prospects"
            busy={importProspects.isPending}
            submit={(rows, dryRun) => importProspects.mutateAsync({ list_name: listName, rows, dry_run: dryRun })}
            renderExtra={(result) =>
              result.skipped.length > 0 && (
                <>
                  <p>{result.skipped.length} already known, skipped:</p>
                  <ul aria-label="Skipped rows" className="max-h-40 list-disc overflow-y-auto pl-5 text-muted-foreground">
                    {result.skipped.map((s) => (
                      <li key={s.row}>
                        Row {s.row} ({s.name}): {s.message}
                      </li>
                    ))}
                  </ul>
                </>
              )
            }
            onImported={(result) => {
              toast.success('Prospects imported', { description: `${result.imported} prospects imported, ${result.skipped.length} skipped.` });
              setOpen(false);
              setListName('');
              if (result.list_id) onImported(result.list_id);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
