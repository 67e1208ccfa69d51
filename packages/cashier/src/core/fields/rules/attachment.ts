import type { FieldDefinition } from '@playfront/contracts';
import { message, type AttachmentInput, type ValidationMessage } from '../messages.ts';

type AttachmentField = Extract<FieldDefinition, { type: 'attachment' }>;

/** A file of an accepted type (`validation.attachment.type`) within the size ceiling (`.size`). */
export function validateAttachment(file: AttachmentInput, field: AttachmentField): ValidationMessage | null {
  if (!field.accept.includes(file.type)) {
    return message('validation.attachment.type', { accept: field.accept.join(', ') });
  }
  if (file.size > field.maxSizeBytes) {
    return message('validation.attachment.size', { maxSizeBytes: field.maxSizeBytes });
  }
  return null;
}
