import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics/routes.js';
import { assistantRoutes } from './assistant/routes.js';
import { auditRoutes } from './audit/routes.js';
import { borrowerUpdateRoutes } from './borrower-updates/routes.js';
import { contactRoutes } from './contacts/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { dealRoutes } from './deals/routes.js';
import { documentAnalysisRoutes } from './document-analysis/routes.js';
import { emailFileRoutes } from './email-files/routes.js';
import { inquiryRoutes } from './inquiries/routes.js';
import { libraryRoutes } from './library/routes.js';
import { taskRoutes } from './tasks/routes.js';
import { leadRoutes } from './leads/routes.js';
import { marketplaceRoutes } from './marketplace/routes.js';
import { jobRoutes } from './platform/jobs/routes.js';
import { agentRoutes } from './agents/routes.js';
import { planRoutes } from './plans/routes.js';
import { growthRoutes } from './growth/routes.js';
import { userRoutes } from './users/routes.js';
import { voiceRoutes } from './voice/routes.js';
import { prospectingRoutes } from './prospecting/routes.js';

/** Every feature's routes, registered in one place. */
export async function featureRoutes(app: FastifyInstance) {
  await app.register(dealRoutes);
  await app.register(contactRoutes);
  await app.register(documentAnalysisRoutes);
  await app.register(userRoutes);
  await app.register(dashboardRoutes);
  await app.register(inquiryRoutes);
  await app.register(auditRoutes);
  await app.register(emailFileRoutes);
  await app.register(borrowerUpdateRoutes);
  await app.register(assistantRoutes);
  await app.register(analyticsRoutes);
  await app.register(libraryRoutes);
  await app.register(taskRoutes);
  await app.register(voiceRoutes);
  await app.register(leadRoutes);
  await app.register(marketplaceRoutes);
  await app.register(jobRoutes);
  await app.register(agentRoutes);
  await app.register(planRoutes);
  await app.register(growthRoutes);
  await app.register(prospectingRoutes);
}
