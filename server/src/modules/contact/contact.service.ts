import { contactSchema } from '@coursehub/shared';
import type { RequestScope } from '../../shared/scope';
import { parseInput } from '../../shared/validation';
import { requireRole } from '../../shared/viewer';
import { ContactMessage } from './contact-message.entity';

export async function submitContact(
  { em, deps, ip }: RequestScope,
  input: { name: string; email: string; message: string },
): Promise<void> {
  await deps.rateLimits.attempt('contact', ip);
  const fields = parseInput(contactSchema, input);
  em.create(ContactMessage, fields);
  await em.flush();
}

export const MAX_PAGE_SIZE = 100;

export async function listContactMessages({ em, viewer }: RequestScope, limit = 50) {
  requireRole(viewer, 'ADMIN');
  return em.find(
    ContactMessage,
    {},
    { orderBy: { createdAt: 'desc' }, limit: Math.min(Math.max(limit, 1), MAX_PAGE_SIZE) },
  );
}
