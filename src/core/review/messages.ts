// The review queues' user-visible messages (SPEC §8 Files, Borrower submissions, Inquiries), in one place.

export const SOURCE_MISSING_REASON = 'Source file no longer exists in storage';
export const CLEANUP_REASON = 'Auto-rejected: source file no longer exists in storage';

export const fileNotFoundMessage = (file: string) => `${file} no longer exists in storage. Click cleanup to remove broken files.`;
export const cleanupMessage = (count: number, dealId: string) => `${count} broken file(s) marked as rejected for deal ${dealId}`;

export const BORROWER_UPDATE_LINK_INVALID = 'This update link is not valid. Please use the link from your email or ask your lender for a new one.';
export const BORROWER_UPDATE_LINK_EXPIRED = 'This update link has expired. Please ask your lender for a new one.';
export const BORROWER_UPDATE_ALREADY_SUBMITTED = 'This update has already been submitted. Your lender will contact you if anything else is needed.';

/** Why one attachment of an approved inquiry was not transferred (SPEC §8 Inquiries). */
export const TRANSFER_FAILURES = {
  noUser: 'No authenticated user: sign in again to transfer attachments.',
  noOrganization: 'The inquiry has no organization. Please contact support.',
  sourceMissing: 'Source file not found.',
  signedUrl: 'Could not create a signed URL for the source file.',
  download: 'Downloading the source file failed.',
  upload: 'Uploading the file to the inquiry failed.',
  record: 'Creating the file record failed; the uploaded file was removed.',
} as const;

export interface TransferToast {
  title: 'Success' | 'Partial Success' | 'Attachment Transfer Failed' | 'Inquiry approved successfully';
  description?: string;
  destructive: boolean;
}

/** The toast after approving an inquiry, from how many attachments there were and how many moved. */
export function transferToast(total: number, transferred: number): TransferToast {
  if (total === 0) return { title: 'Inquiry approved successfully', destructive: false };
  if (transferred === total) {
    return { title: 'Success', description: `Inquiry approved and ${total} attachment(s) transferred.`, destructive: false };
  }
  if (transferred === 0) {
    return { title: 'Attachment Transfer Failed', description: `Inquiry approved, but none of its ${total} attachment(s) could be transferred.`, destructive: true };
  }
  return { title: 'Partial Success', description: `Inquiry approved; ${transferred} of ${total} attachment(s) transferred.`, destructive: true };
}
