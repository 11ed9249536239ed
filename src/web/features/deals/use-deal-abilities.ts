import { canManageDeals, hasPermission } from '@core/permissions';
import { useSession } from '@web/lib/use-session';

/** What the signed-in user may do with deals (SPEC §6); the server enforces the same table. */
export function useDealAbilities() {
  const { session } = useSession();
  const role = session?.profile.role;
  return {
    canManage: canManageDeals(role),
    canAddNotes: hasPermission(role, 'add_notes_to_deals'),
    canUpload: hasPermission(role, 'upload_docs_to_deals'),
    canDownload: hasPermission(role, 'download_documents'),
    canDelete: hasPermission(role, 'delete_deals_data'),
  };
}
