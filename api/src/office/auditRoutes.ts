import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { OfficeStore } from './officeStore';
import { readPaging } from './paging';
import { managerOnly } from './roles';

// GET /office/audit: the audit log, newest first. There is no route that edits it.

export function registerAuditRoutes(app: FastifyInstance, office: OfficeStore, staffOnly: preHandlerAsyncHookHandler): void {
  app.get('/office/audit', { preHandler: [staffOnly, managerOnly('readAudit')] }, async (request) => {
    const { limit, offset } = readPaging(request.query);
    return office.listAudit(limit, offset);
  });
}
