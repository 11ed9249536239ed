import { useState } from 'react';
import Papa from 'papaparse';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import { LEAD_IMPORT_FIELD_LABELS, LEAD_IMPORT_FIELDS, LEAD_IMPORT_MAX_ROWS, type LeadImportField, type LeadImportInput } from '@core/schemas/leads';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useImportLeads, type ImportResult } from '../api/leads';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** A column's likely field, from its header ('E-mail' → email, 'Loan Amount' → loan_amount). */
function guessField(header: string): LeadImportField | '' {
  const h = squash(header);
  return LEAD_IMPORT_FIELDS.find((f) => squash(f) === h || squash(LEAD_IMPORT_FIELD_LABELS[f]) === h) ?? (h === 'fullname' ? 'name' : h === 'property' || h === 'address' ? 'property_address' : '');
}

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
  const [headers, setHeaders] = useState<string[]>([]);
  const [records, setRecords] = useState<Record<string, string>[]>([]);
  const [mapping, setMapping] = useState<Record<string, LeadImportField | ''>>({});
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const importLeads = useImportLeads();

  const readFile = (file: File | undefined) => {
    setError(null);
    setChecked(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError('The file is larger than 5 MB.');
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => {
        const fields = result.meta.fields ?? [];
        if (!fields.length || !result.data.length) return setError('The file has no header row or no rows.');
        if (result.data.length > LEAD_IMPORT_MAX_ROWS) return setError(`At most ${LEAD_IMPORT_MAX_ROWS} rows per import.`);
        setHeaders(fields);
        setRecords(result.data);
        setMapping(Object.fromEntries(fields.map((f) => [f, guessField(f)])));
      },
      error: (e) => setError(`The file could not be read: ${e.message}`),
    });
  };

  const mappedRows = (): LeadImportInput['rows'] =>
    records.map((record) => {
      const row: LeadImportInput['rows'][number] = {};
      for (const [column, field] of Object.entries(mapping)) if (field) row[field] = record[column] ?? '';
      return row;
    });

  const run = (dryRun: boolean) => {
    setError(null);
    if (!Object.values(mapping).includes('name')) return setError('Map a column to Name.');
    importLeads.mutate(
      { rows: mappedRows(), dry_run: dryRun },
      {
        onSuccess: (result) => {
          if (dryRun) return setChecked(result);
          toast.success('Leads imported', { description: `${result.imported} leads imported.` });
          onDone();
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  const preview = mappedRows().slice(0, 5);
  const mappedFields = LEAD_IMPORT_FIELDS.filter((f) => Object.values(mapping).includes(f));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="lead-import-file">CSV file</Label>
        <Input id="lead-import-file" type="file" accept=".csv,text/csv" onChange={(e) => readFile(e.target.files?.[0])} />
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {headers.length > 0 && (
        <>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Field mappings ({records.length} rows)</legend>
            {headers.map((header, i) => (
              <div key={header} className="flex flex-col gap-1.5">
                <Label htmlFor={`lead-import-map-${i}`}>Column “{header}”</Label>
                <NativeSelect
                  id={`lead-import-map-${i}`}
                  value={mapping[header] ?? ''}
                  onChange={(e) => {
                    setChecked(null);
                    setMapping((m) => ({ ...m, [header]: e.target.value as LeadImportField | '' }));
                  }}
                >
                  <option value="">Skip this column</option>
                  {LEAD_IMPORT_FIELDS.map((f) => (
                    <option key={f} value={f}>
                      {LEAD_IMPORT_FIELD_LABELS[f]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </fieldset>
          <Table aria-label="Import preview">
            <TableHeader>
              <TableRow>
                <TableHead>Row</TableHead>
                {mappedFields.map((f) => (
                  <TableHead key={f}>{LEAD_IMPORT_FIELD_LABELS[f]}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {preview.map((row, i) => (
                <TableRow key={i}>
                  <TableCell>{i + 2}</TableCell>
                  {mappedFields.map((f) => (
                    <TableCell key={f}>{row[f]}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {checked && (
            <section aria-label="Check result" className="flex flex-col gap-2 text-sm">
              {checked.errors.length === 0 ? (
                <p role="status">All {checked.valid} rows are valid.</p>
              ) : (
                <>
                  <p role="status" className="font-medium text-destructive">
                    {checked.errors.length} row{checked.errors.length === 1 ? ' has' : 's have'} errors; fix the file and choose it again. Nothing will be imported until every row is valid.
                  </p>
                  <ul className="max-h-48 list-disc overflow-y-auto pl-5">
                    {checked.errors.map((e) => (
                      <li key={e.row}>
                        Row {e.row}: {e.message}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => run(true)} disabled={importLeads.isPending}>
              Check Rows
            </Button>
            <Button type="button" onClick={() => run(false)} disabled={importLeads.isPending || !checked || checked.errors.length > 0}>
              {checked && checked.errors.length === 0 ? `Import ${checked.valid} Leads` : 'Import'}
            </Button>
          </DialogFooter>
        </>
      )}
    </div>
  );
}
