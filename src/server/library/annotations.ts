// A PDF's annotations (free text, highlight, ink, redaction) and page rotations, saved as versions: each save
// adds a row and writes the version into its own PDF beside the original (which is never changed), none is ever
// overwritten, and every save is audited. Each version's PDF is downloaded through a signed URL (SPEC §9).
import { and, desc, eq, sql } from 'drizzle-orm';
import { SIGNED_URL_VIEW_SECONDS } from '../../core/limits.js';
import type { Annotation, AnnotationSave, AnnotationState, FileKind, PageRotation } from '../../core/schemas/library.js';
import type { AuthContext } from '../auth/guard.js';
import { createAuditEntry } from '../platform/audit.js';
import { queryRows, type AppDatabase } from '../platform/db/client.js';
import { fileAnnotations } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { sqlState } from '../platform/rows.js';
import type { Storage } from '../platform/storage.js';
import { memberName } from '../tasks/access.js';
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
  let rotations: PageRotation[] = [];
  if (wanted > 0) {
    const [row] = await db
      .select({ annotations: fileAnnotations.annotations, rotations: fileAnnotations.pageRotations })
      .from(fileAnnotations)
      .where(and(eq(fileAnnotations.fileKind, kind), eq(fileAnnotations.fileId, id), eq(fileAnnotations.version, wanted)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', `Version ${wanted} of this file's annotations does not exist.`);
    annotations = row.annotations as Annotation[];
    rotations = row.rotations as PageRotation[];
  }
  return {
    version: wanted,
    annotations,
    rotations,
    versions: versions.map((v) => ({
      version: v.version,
      count: Number(v.count),
      saved_by_name: v.saved_by_name,
      saved_at: new Date(v.created_at).toISOString(),
    })),
  };
}

export async function saveAnnotations(db: AppDatabase, storage: Storage, ctx: AuthContext, kind: FileKind, id: string, input: AnnotationSave) {
  const file = await getVisibleFile(db, ctx, kind, id);
  assertPdf(file);
  // Written before the transaction so a PDF that cannot take the version (encrypted, unreadable) refuses the save
  // with a 422, and no row is locked while poppler draws redacted pages.
  const savedAt = new Date();
  const author = memberName({ firstName: ctx.profile.first_name, lastName: ctx.profile.last_name, email: ctx.email });
  const bytes = await writeAnnotatedPdf(await storage.get(BUCKET_OF[kind], file.filePath), input, author, savedAt);
  let storedKey: string | undefined;
  try {
    await db.transaction(async (tx) => {
      await getVisibleFile(tx, ctx, kind, id);
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
        .values({
          organizationId: ctx.organizationId,
          fileKind: kind,
          fileId: id,
          version,
          annotations: input.annotations,
          pageRotations: input.rotations,
          savedBy: ctx.userId,
          createdAt: savedAt,
        })
        .returning({ id: fileAnnotations.id });
      storedKey = annotatedKey(file.filePath, row!.id);
      await storage.put(BUCKET_OF[kind], storedKey, bytes);
      await createAuditEntry(tx, {
        organizationId: ctx.organizationId,
        userId: ctx.userId,
        action: 'file_annotations_saved',
        tableName: 'file_annotations',
        recordId: row!.id,
        oldValues: { version: current, count: (latest?.annotations as Annotation[] | undefined)?.length ?? 0 },
        newValues: {
          version,
          count: input.annotations.length,
          kinds: countByType(input.annotations),
          rotated_pages: input.rotations.map((r) => r.page),
          file_path: storedKey,
        },
        metadata: { file_kind: kind, file_id: id, file_name: file.fileName, [`${kind}_id`]: file.parentId },
      });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'file_annotations', action: 'insert' });
    });
  } catch (error) {
    // The version's PDF was stored but its row rolled back: nothing points at it.
    if (storedKey) await storage.remove(BUCKET_OF[kind], storedKey).catch(() => undefined);
    // Two saves from the same version at once: the unique (file, version) index lets one through.
    if (sqlState(error) === '23505') throw new AppError('CONFLICT', STALE_MESSAGE);
    throw error;
  }
  return getAnnotations(db, ctx, kind, id);
}

function countByType(annotations: Annotation[]) {
  const counts: Record<string, number> = { highlight: 0, freetext: 0, ink: 0, redact: 0 };
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
    // Versions saved before each save wrote its own PDF: written on their first download.
    const [row] = await db
      .select({ annotations: fileAnnotations.annotations, rotations: fileAnnotations.pageRotations })
      .from(fileAnnotations)
      .where(eq(fileAnnotations.id, chosen.id));
    const bytes = await writeAnnotatedPdf(
      await storage.get(bucket, file.filePath),
      { annotations: row!.annotations as Annotation[], rotations: row!.rotations as PageRotation[] },
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
