import { useState, type ReactNode } from 'react';
import Papa from 'papaparse';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const squash = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

export interface CsvCheckResult {
  valid: number;
  errors: { row: number; message: string }[];
}

interface CsvImportStepsProps<F extends string, R extends CsvCheckResult> {
  /** Prefix of the inputs' ids. */
  idPrefix: string;
  fields: readonly F[];
  labels: Record<F, string>;
  maxRows: number;
  /** Other header spellings of a field ('fullname' → name), squashed to lower-case letters. */
  aliases?: Record<string, F>;
  /** What is imported, plural and capitalised ('Leads'). */
  noun: string;
  /** Checks (dry run) or imports the mapped rows. */
  submit: (rows: Partial<Record<F, string>>[], dryRun: boolean) => Promise<R>;
  onImported: (result: R) => void;
  /** More of the check's result (skipped rows, say) under its errors. */
  renderExtra?: (result: R) => ReactNode;
  busy: boolean;
}

/** A column's likely field, from its header ('E-mail' → email, 'Loan Amount' → loan_amount). */
function guessField<F extends string>(header: string, fields: readonly F[], labels: Record<F, string>, aliases: Record<string, F>): F | '' {
  const h = squash(header);
  return fields.find((f) => squash(f) === h || squash(labels[f]) === h) ?? aliases[h] ?? '';
}

/**
 * A CSV import's steps: choose the file, map its columns to fields (the "field mappings"), preview, check every
 * row on the server, then import; each error names its row (the header is row 1).
 */
export function CsvImportSteps<F extends string, R extends CsvCheckResult>({ idPrefix, fields, labels, maxRows, aliases = {}, noun, submit, onImported, renderExtra, busy }: CsvImportStepsProps<F, R>) {
  const [headers, setHeaders] = useState<string[]>([]);
  const [records, setRecords] = useState<Record<string, string>[]>([]);
  const [mapping, setMapping] = useState<Record<string, F | ''>>({});
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<R | null>(null);

  const readFile = (file: File | undefined) => {
    setError(null);
    setChecked(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError('The file is larger than 5 MB.');
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => {
        const columns = result.meta.fields ?? [];
        if (!columns.length || !result.data.length) return setError('The file has no header row or no rows.');
        if (result.data.length > maxRows) return setError(`At most ${maxRows} rows per import.`);
        setHeaders(columns);
        setRecords(result.data);
        setMapping(Object.fromEntries(columns.map((c) => [c, guessField(c, fields, labels, aliases)])));
      },
      error: (e) => setError(`The file could not be read: ${e.message}`),
    });
  };

  const mappedRows = (): Partial<Record<F, string>>[] =>
    records.map((record) => {
      const row: Partial<Record<F, string>> = {};
      for (const [column, field] of Object.entries(mapping)) if (field) row[field] = record[column] ?? '';
      return row;
    });

  const run = (dryRun: boolean) => {
    setError(null);
    if (!Object.values(mapping).includes('name' as F)) return setError('Map a column to Name.');
    submit(mappedRows(), dryRun).then(
      (result) => (dryRun ? setChecked(result) : onImported(result)),
      (e: Error) => setError(e.message),
    );
  };

  const preview = mappedRows().slice(0, 5);
  const mappedFields = fields.filter((f) => Object.values(mapping).includes(f));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-file`}>CSV file</Label>
        <Input id={`${idPrefix}-file`} type="file" accept=".csv,text/csv" onChange={(e) => readFile(e.target.files?.[0])} />
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
                <Label htmlFor={`${idPrefix}-map-${i}`}>Column “{header}”</Label>
                <NativeSelect
                  id={`${idPrefix}-map-${i}`}
                  value={mapping[header] ?? ''}
                  onChange={(e) => {
                    setChecked(null);
                    setMapping((m) => ({ ...m, [header]: e.target.value as F | '' }));
                  }}
                >
                  <option value="">Skip this column</option>
                  {fields.map((f) => (
                    <option key={f} value={f}>
                      {labels[f]}
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
                  <TableHead key={f}>{labels[f]}</TableHead>
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
              {renderExtra?.(checked)}
            </section>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => run(true)} disabled={busy}>
              Check Rows
            </Button>
            <Button type="button" onClick={() => run(false)} disabled={busy || !checked || checked.errors.length > 0 || checked.valid === 0}>
              {checked && checked.errors.length === 0 ? `Import ${checked.valid} ${noun}` : 'Import'}
            </Button>
          </DialogFooter>
        </>
      )}
    </div>
  );
}
