// The Documents library: every stored file (deal files and inquiry files, SPEC §3) the caller may see, with
// rename / categorise / delete (audited in the same transaction) and downloads through signed URLs (SPEC §9).
// Who sees what (SPEC §6): see_all_documents sees every file of the organization; staff who manage deals see
// every deal's files and the inquiries'; outside parties only the files of deals they are linked to.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { canManageDeals } from '../../core/permissions.js';
import { MIME_TYPES_BY_GROUP } from '../../core/library/categories.js';
import { SIGNED_URL_VIEW_SECONDS, STORAGE_BUCKETS } from '../../core/limits.js';
import type { FileCategory, FileKind, LibraryFile, LibraryFileUpdate, LibraryPage, LibraryQuery } from '../../core/schemas/library.js';
import type { AuthContext } from '../auth/guard.js';
import { visibleDealsCondition } from '../deals/access.js';
import { changedValues, createAuditEntry } from '../platform/audit.js';
import { queryRows, type AppDatabase, type Executor } from '../platform/db/client.js';
import { dealFiles, deals, fileAnnotations, inquiryFiles } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { containsPattern } from '../platform/rows.js';
import type { Bucket, Storage } from '../platform/storage.js';

const TABLES = { deal: dealFiles, inquiry: inquiryFiles } as const;
const TABLE_NAMES = { deal: 'deal_files', inquiry: 'inquiry_files' } as const;
export const BUCKET_OF: Record<FileKind, Bucket> = { deal: STORAGE_BUCKETS.dealFiles, inquiry: STORAGE_BUCKETS.inquiryFiles };

/** Whether the caller sees every deal's files regardless of their links. */
function dealFilesCondition(ctx: AuthContext): SQL {
  return ctx.can('see_all_documents') ? eq(deals.organizationId, ctx.organizationId) : visibleDealsCondition(ctx);
}

/** Inquiries are the staff's intake: outside parties never see their files. */
export function seesInquiryFiles(ctx: AuthContext): boolean {
  return ctx.can('see_all_documents') || canManageDeals(ctx.role);
}

const uploaderName = sql`nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '')`;
const annotationVersion = (kind: FileKind) =>
  sql`coalesce((select max(a.version) from file_annotations a where a.file_kind = ${kind} and a.file_id = f.id), 0)`;

function visibleFilesQuery(ctx: AuthContext): SQL {
  const dealSide = sql`
    select f.id, 'deal' as kind, f.file_name, f.file_type, f.file_size, f.category, f.description, f.created_at,
      f.deal_id as parent_id, deals.property_address as parent_label, f.uploaded_by, ${uploaderName} as uploaded_by_name,
      ${annotationVersion('deal')} as annotation_version
    from deal_files f join deals on deals.id = f.deal_id left join profiles p on p.id = f.uploaded_by
    where f.organization_id = ${ctx.organizationId} and ${dealFilesCondition(ctx)}`;
  if (!seesInquiryFiles(ctx)) return dealSide;
  return sql`${dealSide}
    union all
    select f.id, 'inquiry', f.file_name, f.file_type, f.file_size, f.category, f.description, f.created_at,
      f.inquiry_id::text, i.property_address, f.uploaded_by, ${uploaderName}, ${annotationVersion('inquiry')}
    from inquiry_files f join inquiries i on i.id = f.inquiry_id left join profiles p on p.id = f.uploaded_by
    where f.organization_id = ${ctx.organizationId}`;
}

const SORT_COLUMNS: Record<LibraryQuery['sort'], string> = {
  created_at: 'created_at',
  file_name: 'lower(file_name)',
  file_size: 'file_size',
  category: 'category',
  parent: 'lower(parent_label)',
};

function filters(query: LibraryQuery): SQL[] {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(sql`(file_name ilike ${pattern} or parent_label ilike ${pattern} or parent_id ilike ${pattern}
      or uploaded_by_name ilike ${pattern} or description ilike ${pattern})`);
  }
  if (query.kind) where.push(sql`kind = ${query.kind}`);
  if (query.deal_id) where.push(sql`kind = 'deal' and parent_id = ${query.deal_id}`);
  if (query.category) where.push(sql`category = ${query.category}`);
  if (query.file_type) {
    where.push(sql`file_type in (${sql.join(MIME_TYPES_BY_GROUP[query.file_type].map((type) => sql`${type}`), sql`, `)})`);
  }
  if (query.uploaded_by) where.push(sql`uploaded_by = ${query.uploaded_by}`);
  if (query.from) where.push(sql`created_at >= ${query.from}::date`);
  if (query.to) where.push(sql`created_at < ${query.to}::date + 1`);
  return where;
}

type FileRow = Omit<LibraryFile, 'created_at' | 'file_size' | 'annotation_version'> & {
  created_at: Date | string;
  file_size: number | string;
  annotation_version: number | string;
  total: number | string;
};

const toLibraryFile = ({ total: _total, ...row }: FileRow): LibraryFile => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  file_size: Number(row.file_size),
  annotation_version: Number(row.annotation_version),
});

export async function listLibraryFiles(db: AppDatabase, ctx: AuthContext, query: LibraryQuery): Promise<LibraryPage> {
  const offset = Number(query.cursor ?? 0);
  const where = filters(query);
  const order = sql.raw(`${SORT_COLUMNS[query.sort]} ${query.dir} nulls last, id ${query.dir}`);
  const rows = await queryRows<FileRow>(
    db,
    sql`select *, count(*) over () as total from (${visibleFilesQuery(ctx)}) files
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
      order by ${order} limit ${query.limit + 1} offset ${offset}`,
  );
  const total = rows.length ? Number(rows[0]!.total) : offset > 0 ? await countVisible(db, ctx, where) : 0;
  return {
    items: rows.slice(0, query.limit).map(toLibraryFile),
    total,
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

async function countVisible(db: AppDatabase, ctx: AuthContext, where: SQL[]): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from (${visibleFilesQuery(ctx)}) files ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}`,
  );
  return Number(row?.total ?? 0);
}

/** The people who uploaded the files the caller sees, for the "uploaded by" filter. */
export async function listUploaders(db: AppDatabase, ctx: AuthContext) {
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select distinct uploaded_by as id, coalesce(uploaded_by_name, 'Unnamed member') as name
      from (${visibleFilesQuery(ctx)}) files where uploaded_by is not null order by 2 limit 500`,
  );
}

export interface StoredFile {
  kind: FileKind;
  id: string;
  fileName: string;
  filePath: string;
  fileType: string;
  category: FileCategory;
  parentId: string;
  uploadedBy: string | null;
}

/** One file the caller may see, or 404 (another organization's id, or a deal they are not linked to). */
export async function getVisibleFile(db: Executor, ctx: AuthContext, kind: FileKind, id: string): Promise<StoredFile> {
  if (kind === 'deal') {
    const [row] = await db
      .select({ file: dealFiles })
      .from(dealFiles)
      .innerJoin(deals, eq(deals.id, dealFiles.dealId))
      .where(and(eq(dealFiles.id, id), eq(dealFiles.organizationId, ctx.organizationId), dealFilesCondition(ctx)))
      .limit(1);
    if (!row) throw notFound('File');
    return { kind, ...row.file, category: row.file.category as FileCategory, parentId: row.file.dealId };
  }
  if (!seesInquiryFiles(ctx)) throw notFound('File');
  const [row] = await db
    .select()
    .from(inquiryFiles)
    .where(and(eq(inquiryFiles.id, id), eq(inquiryFiles.organizationId, ctx.organizationId)))
    .limit(1);
  if (!row) throw notFound('File');
  return { kind, ...row, category: row.category as FileCategory, parentId: row.inquiryId };
}

/** Staff change any file they see; an outside party only what they uploaded themselves. */
function assertMayChange(ctx: AuthContext, file: StoredFile) {
  if (ctx.can('see_all_documents') || canManageDeals(ctx.role) || file.uploadedBy === ctx.userId) return;
  throw new AppError('FORBIDDEN', 'You can rename or recategorise only the files you uploaded.');
}

export async function fileDownloadUrl(db: AppDatabase, storage: Storage, ctx: AuthContext, kind: FileKind, id: string, inline: boolean) {
  const file = await getVisibleFile(db, ctx, kind, id);
  const url = storage.signedUrl(BUCKET_OF[kind], file.filePath, SIGNED_URL_VIEW_SECONDS, file.fileName);
  return { url: inline ? `${url}&inline=1` : url, expires_in: SIGNED_URL_VIEW_SECONDS, file_name: file.fileName, file_type: file.fileType };
}

export async function updateLibraryFile(db: AppDatabase, ctx: AuthContext, kind: FileKind, id: string, input: LibraryFileUpdate) {
  return db.transaction(async (tx) => {
    const file = await getVisibleFile(tx, ctx, kind, id);
    assertMayChange(ctx, file);
    const before = { file_name: file.fileName, category: file.category };
    const after = { file_name: input.file_name ?? file.fileName, category: input.category ?? file.category };
    const diff = changedValues(before, after);
    if (diff.changed) {
      const table = TABLES[kind];
      await tx.update(table).set({ fileName: after.file_name, category: after.category }).where(eq(table.id, id));
      await createAuditEntry(tx, {
        organizationId: ctx.organizationId,
        userId: ctx.userId,
        action: 'file_updated',
        tableName: TABLE_NAMES[kind],
        recordId: id,
        oldValues: diff.oldValues,
        newValues: diff.newValues,
        metadata: { [`${kind}_id`]: file.parentId },
      });
      await publishChange(tx, { organizationId: ctx.organizationId, table: TABLE_NAMES[kind], action: 'update' });
    }
    return { id, kind, ...after };
  });
}

/** Deletes the row (its annotations go with it, by trigger), then the stored bytes and annotated copies. */
export async function deleteLibraryFile(db: AppDatabase, storage: Storage, ctx: AuthContext, kind: FileKind, id: string) {
  const { file, annotatedKeys } = await db.transaction(async (tx) => {
    const file = await getVisibleFile(tx, ctx, kind, id);
    const versions = await tx
      .select({ id: fileAnnotations.id })
      .from(fileAnnotations)
      .where(and(eq(fileAnnotations.fileKind, kind), eq(fileAnnotations.fileId, id)));
    const table = TABLES[kind];
    await tx.delete(table).where(eq(table.id, id));
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'file_deleted',
      tableName: TABLE_NAMES[kind],
      recordId: id,
      oldValues: { file_name: file.fileName, file_type: file.fileType, category: file.category, file_path: file.filePath },
      metadata: { [`${kind}_id`]: file.parentId, annotation_versions: versions.length },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: TABLE_NAMES[kind], action: 'delete' });
    return { file, annotatedKeys: versions.map((v) => annotatedKey(file.filePath, v.id)) };
  });
  // After the commit: a failed removal leaves an unreachable object, never a row pointing at nothing.
  for (const key of [file.filePath, ...annotatedKeys, thumbnailKey(file.filePath, file.id)]) await storage.remove(BUCKET_OF[kind], key);
}

/** The key of an object kept in the same folder as the file. */
function besideFile(filePath: string, name: string): string {
  return `${filePath.slice(0, filePath.lastIndexOf('/') + 1)}${name}`;
}

/** Where the PDF of a file's annotation version is kept (beside the original, never over it). */
export function annotatedKey(filePath: string, versionRowId: string): string {
  return besideFile(filePath, `annotated-${versionRowId}.pdf`);
}

/** Where a file's first-page thumbnail is kept. */
export function thumbnailKey(filePath: string, fileId: string): string {
  return besideFile(filePath, `thumbnail-${fileId}.png`);
}
