import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { adminHeaders, json, type Headers } from '../../helpers/api.js';
import { BULK_JOBS } from '../../helpers/backend.js';

export { BULK_JOBS };

export async function startJob(app: FastifyInstance, body: object, headers?: Headers): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `${BULK_JOBS}/`, headers: headers ?? (await adminHeaders(app)), payload: body });
}

/** Starts a job that must be accepted, and returns it. */
export async function acceptedJob(app: FastifyInstance, body: object): Promise<any> {
  const response = await startJob(app, body);
  assert.equal(response.statusCode, 202, response.body);
  return json(response);
}

export async function getJob(app: FastifyInstance, id: number): Promise<any> {
  const response = await app.inject({ method: 'GET', url: `${BULK_JOBS}/${id}`, headers: await adminHeaders(app) });
  assert.equal(response.statusCode, 200, response.body);
  return json(response);
}

/** One round of the runner (the test apps do not start it): claims the waiting jobs and runs them to the end. */
export async function runJobs(app: FastifyInstance): Promise<void> {
  await app.bulkJobRunner.claimAndRun();
  await app.bulkJobRunner.idle();
}

export async function historyOf(app: FastifyInstance, templateId: number): Promise<any[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/backend/video-template/${templateId}/history`,
    headers: await adminHeaders(app),
  });
  assert.equal(response.statusCode, 200, response.body);
  return json(response).data;
}
