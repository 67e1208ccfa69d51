import type { FieldDefinition } from '../../payments/field-definition.ts';
import { message, type AttachmentInput, type ValidationMessage } from '../messages.ts';

type AttachmentField = Extract<FieldDefinition, { type: 'attachment' }>;

/** What an upload's id looks like once the file has gone up on its own. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A chosen file must be of an accepted type and within the size limit; what the payments API
 * receives is the upload's id.
 */
export function validateAttachment(
  value: AttachmentInput | string,
  field: AttachmentField,
): ValidationMessage | null {
  if (typeof value === 'string')
    return UPLOAD_ID.test(value) ? null : message('validation.attachment.upload');
  if (!field.accept.includes(value.type)) {
    return message('validation.attachment.type', { accept: field.accept.join(', ') });
  }
  if (value.size > field.maxSizeBytes) {
    return message('validation.attachment.size', { maxSizeBytes: field.maxSizeBytes });
  }
  return null;
}
