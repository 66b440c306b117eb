import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@academy/contracts/records';
import { checkedByHandler } from '../http/routeSchemas';
import type { OfficeStore } from './officeStore';
import { readPaging } from './paging';
import { managerOnly } from './roles';

// GET /office/audit: the audit log, newest first. There is no route that edits it.

export function registerAuditRoutes(app: FastifyInstance, office: OfficeStore, staffOnly: preValidationAsyncHookHandler): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/office/audit',
    {
      preValidation: [staffOnly, managerOnly('readAudit')],
      schema: {
        summary: 'The audit log, newest first',
        tags: ['office'],
        querystring: checkedByHandler(z.object({ page: z.string().optional(), limit: z.string().optional() })),
        response: {
          200: z.object({
            rows: z.array(z.object({ at: z.string(), actor: z.string(), action: z.string(), record: z.string(), detail: z.string() })),
            total: z.number().int(),
          }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { limit, offset } = readPaging(request.query);
      return office.listAudit(limit, offset);
    },
  );
}
