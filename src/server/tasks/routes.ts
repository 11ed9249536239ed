import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../core/permissions.js';
import {
  applyChecklistSchema,
  checklistTemplateSchema,
  taskBulkSchema,
  taskCreateSchema,
  taskListQuerySchema,
  taskStatusSchema,
  taskUpdateSchema,
} from '../../core/schemas/tasks.js';
import { canManageTasks } from '../../core/tasks.js';
import { requireAuth, type AuthContext } from '../auth/guard.js';
import { listAssignable, memberName } from './access.js';
import { applyChecklist, createTemplate, deleteTemplate, listTemplates, updateTemplate } from './checklists.js';
import { notifyAssignees, type Assignment } from './notify.js';
import { assignmentsOf, bulkTasks, changeTaskStatus, createTask, deleteTask, getTask, listTasks, updateTask } from './service.js';

const STAFF = ROLES.filter(canManageTasks);
const view = { action: 'view tasks', permission: 'view_assigned_tasks' } as const;
const manage = { action: 'manage tasks', roles: STAFF };
const complete = { action: 'complete tasks', permission: 'complete_tasks' } as const;
const settings = { action: 'edit system settings', permission: 'edit_system_settings' } as const;
const params = z.object({ id: z.uuid('Task not found.') });
const templateParams = z.object({ id: z.uuid('Checklist template not found.') });
const dealParams = z.object({ id: z.string().min(1).max(40) });
const tzQuery = z.strictObject({ tz: taskListQuerySchema.shape.tz });

export async function taskRoutes(app: FastifyInstance) {
  const { database, mailer, config } = app.services;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notify = (ctx: AuthContext, assignments: Assignment[]) =>
    notifyAssignees(
      { db, mailer, publicUrl: config.publicUrl, log: app.log },
      { userId: ctx.userId, organizationId: ctx.organizationId, name: memberName({ firstName: ctx.profile.first_name, lastName: ctx.profile.last_name, email: ctx.email }) },
      assignments,
    );

  r.get('/api/tasks', {
    config: { access: view },
    schema: { tags: ['tasks'], querystring: taskListQuerySchema },
    handler: (request) => listTasks(db, requireAuth(request), request.query),
  });
  r.post('/api/tasks', {
    config: { access: manage },
    schema: { tags: ['tasks'], body: taskCreateSchema },
    async handler(request, reply) {
      const ctx = requireAuth(request);
      const task = await createTask(db, ctx, request.body);
      await notify(ctx, assignmentsOf([task]));
      return reply.status(201).send(task);
    },
  });
  // Before /:id so that "assignees" is not read as a task id.
  r.get('/api/tasks/assignees', {
    config: { access: manage },
    schema: { tags: ['tasks'], querystring: z.strictObject({ deal_id: z.string().min(1).max(40).optional() }) },
    handler: async (request) => ({ items: await listAssignable(db, requireAuth(request).organizationId, request.query.deal_id ?? null) }),
  });
  r.post('/api/tasks/bulk', {
    config: { access: complete },
    schema: { tags: ['tasks'], body: taskBulkSchema },
    async handler(request) {
      const ctx = requireAuth(request);
      const { updated, assignments } = await bulkTasks(db, ctx, request.body);
      await notify(ctx, assignments);
      return { updated };
    },
  });
  r.get('/api/tasks/:id', {
    config: { access: view },
    schema: { tags: ['tasks'], params, querystring: tzQuery },
    handler: (request) => getTask(db, requireAuth(request), request.params.id, request.query.tz),
  });
  r.patch('/api/tasks/:id', {
    config: { access: manage },
    schema: { tags: ['tasks'], params, body: taskUpdateSchema },
    async handler(request) {
      const ctx = requireAuth(request);
      const { task, assignments } = await updateTask(db, ctx, request.params.id, request.body);
      await notify(ctx, assignments);
      return task;
    },
  });
  r.post('/api/tasks/:id/status', {
    config: { access: complete },
    schema: { tags: ['tasks'], params, body: taskStatusSchema },
    handler: (request) => changeTaskStatus(db, requireAuth(request), request.params.id, request.body.status),
  });
  r.delete('/api/tasks/:id', {
    config: { access: manage },
    schema: { tags: ['tasks'], params },
    handler: async (request, reply) => {
      await deleteTask(db, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  });

  r.get('/api/checklist-templates', {
    config: { access: { action: 'view condition checklists', roles: STAFF } },
    schema: { tags: ['tasks'] },
    handler: async (request) => ({ items: await listTemplates(db, requireAuth(request).organizationId) }),
  });
  r.post('/api/checklist-templates', {
    config: { access: settings },
    schema: { tags: ['tasks'], body: checklistTemplateSchema },
    handler: async (request, reply) => reply.status(201).send(await createTemplate(db, requireAuth(request), request.body)),
  });
  r.put('/api/checklist-templates/:id', {
    config: { access: settings },
    schema: { tags: ['tasks'], params: templateParams, body: checklistTemplateSchema },
    handler: (request) => updateTemplate(db, requireAuth(request), request.params.id, request.body),
  });
  r.delete('/api/checklist-templates/:id', {
    config: { access: settings },
    schema: { tags: ['tasks'], params: templateParams },
    handler: async (request, reply) => {
      await deleteTemplate(db, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  });
  r.post('/api/deals/:id/checklist', {
    config: { access: manage },
    schema: { tags: ['tasks'], params: dealParams, body: applyChecklistSchema },
    async handler(request, reply) {
      const ctx = requireAuth(request);
      const { result, assignments } = await applyChecklist(db, ctx, request.params.id, request.body);
      await notify(ctx, assignments);
      return reply.status(201).send(result);
    },
  });
}
