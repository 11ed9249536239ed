// A PDF's annotations (free text, highlight, ink), saved as versions: each save adds a row, none is ever
// overwritten, and every save is audited. "Download with annotations" writes a version into a copy of the PDF,
// kept beside the original and served through a signed URL (SPEC §9).
import { and, desc, eq, sql } from 'drizzle-orm';
import { SIGNED_URL_VIEW_SECONDS } from '../../core/limits.js';
import type { Annotation, AnnotationSave, AnnotationState, FileKind } from '../../core/schemas/library.js';
import type { AuthContext } from '../auth/guard.js';
import { createAuditEntry } from '../platform/audit.js';
import { queryRows, type AppDatabase } from '../platform/db/client.js';
import { fileAnnotations } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { sqlState } from '../platform/rows.js';
import type { Storage } from '../platform/storage.js';
import { writeAnnotatedPdf } from './annotated-pdf.js';
import { annotatedKey, BUCKET_OF, getVisibleFile, type StoredFile } from './service.js';

const STALE_MESSAGE = 'Someone saved annotations on this file after you opened it. Reload it to see theirs, then add yours again.';

function assertPdf(file: StoredFile) {
  if (file.fileType !== 'application/pdf') throw new AppError('UNPROCESSABLE', 'Only PDF files can be annotated.');
}

type VersionRow = { id: string; version: number; count: number | string; saved_by_name: string | null; created_at: Date | string };

async function versionRows(db: AppDatabase, kind: FileKind, fileId: string) {
  return queryRows<VersionRow>(
    db,
    sql`select a.id, a.version, jsonb_array_length(a.annotations) as count, a.created_at,
        coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email) as saved_by_name
      from file_annotations a left join profiles p on p.id = a.saved_by
      where a.file_kind = ${kind} and a.file_id = ${fileId} order by a.version desc`,
  );
}

/** The latest annotations (or those of `version`) with the list of saved versions, newest first. */
export async function getAnnotations(db: AppDatabase, ctx: AuthContext, kind: FileKind, id: string, version?: number): Promise<AnnotationState> {
  await getVisibleFile(db, ctx, kind, id);
  const versions = await versionRows(db, kind, id);
  const wanted = version ?? versions[0]?.version ?? 0;
  let annotations: Annotation[] = [];
  if (wanted > 0) {
    const [row] = await db
      .select({ annotations: fileAnnotations.annotations })
      .from(fileAnnotations)
      .where(and(eq(fileAnnotations.fileKind, kind), eq(fileAnnotations.fileId, id), eq(fileAnnotations.version, wanted)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', `Version ${wanted} of this file's annotations does not exist.`);
    annotations = row.annotations as Annotation[];
  }
  return {
    version: wanted,
    annotations,
    versions: versions.map((v) => ({
      version: v.version,
      count: Number(v.count),
      saved_by_name: v.saved_by_name,
      saved_at: new Date(v.created_at).toISOString(),
    })),
  };
}

export async function saveAnnotations(db: AppDatabase, ctx: AuthContext, kind: FileKind, id: string, input: AnnotationSave) {
  try {
    await db.transaction(async (tx) => {
      const file = await getVisibleFile(tx, ctx, kind, id);
      assertPdf(file);
      const [latest] = await tx
        .select({ version: fileAnnotations.version, annotations: fileAnnotations.annotations })
        .from(fileAnnotations)
        .where(and(eq(fileAnnotations.fileKind, kind), eq(fileAnnotations.fileId, id)))
        .orderBy(desc(fileAnnotations.version))
        .limit(1);
      const current = latest?.version ?? 0;
      if (input.base_version !== current) throw new AppError('CONFLICT', STALE_MESSAGE);
      const version = current + 1;
      const [row] = await tx
        .insert(fileAnnotations)
        .values({ organizationId: ctx.organizationId, fileKind: kind, fileId: id, version, annotations: input.annotations, savedBy: ctx.userId })
        .returning({ id: fileAnnotations.id });
      await createAuditEntry(tx, {
        organizationId: ctx.organizationId,
        userId: ctx.userId,
        action: 'file_annotations_saved',
        tableName: 'file_annotations',
        recordId: row!.id,
        oldValues: { version: current, count: (latest?.annotations as Annotation[] | undefined)?.length ?? 0 },
        newValues: { version, count: input.annotations.length, kinds: countByType(input.annotations) },
        metadata: { file_kind: kind, file_id: id, file_name: file.fileName, [`${kind}_id`]: file.parentId },
      });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'file_annotations', action: 'insert' });
    });
  } catch (error) {
    // Two saves from the same version at once: the unique (file, version) index lets one through.
    if (sqlState(error) === '23505') throw new AppError('CONFLICT', STALE_MESSAGE);
    throw error;
  }
  return getAnnotations(db, ctx, kind, id);
}

function countByType(annotations: Annotation[]) {
  const counts: Record<string, number> = { highlight: 0, freetext: 0, ink: 0 };
  for (const a of annotations) counts[a.type]! += 1;
  return counts;
}

/** A signed URL of the PDF with a version of its annotations written in (the latest unless `version`). */
export async function annotatedPdfUrl(db: AppDatabase, storage: Storage, ctx: AuthContext, kind: FileKind, id: string, version?: number) {
  const file = await getVisibleFile(db, ctx, kind, id);
  assertPdf(file);
  const versions = await versionRows(db, kind, id);
  const chosen = version === undefined ? versions[0] : versions.find((v) => v.version === version);
  if (!chosen) {
    throw new AppError('NOT_FOUND', version === undefined ? 'This file has no saved annotations yet.' : `Version ${version} of this file's annotations does not exist.`);
  }
  const bucket = BUCKET_OF[kind];
  const key = annotatedKey(file.filePath, chosen.id);
  if (!(await storage.exists(bucket, key))) {
    const [row] = await db.select({ annotations: fileAnnotations.annotations }).from(fileAnnotations).where(eq(fileAnnotations.id, chosen.id));
    const bytes = await writeAnnotatedPdf(
      await storage.get(bucket, file.filePath),
      row!.annotations as Annotation[],
      chosen.saved_by_name ?? 'Lender OS',
      new Date(chosen.created_at),
    );
    try {
      await storage.put(bucket, key, bytes);
    } catch (error) {
      // Written meanwhile by a concurrent download of the same version: the same bytes.
      if (!(await storage.exists(bucket, key))) throw error;
    }
  }
  const downloadName = `${file.fileName.replace(/\.pdf$/i, '')} (annotated v${chosen.version}).pdf`;
  return { url: storage.signedUrl(bucket, key, SIGNED_URL_VIEW_SECONDS, downloadName), expires_in: SIGNED_URL_VIEW_SECONDS };
}
