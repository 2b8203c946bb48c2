import { ZSynchronizations, ZSyncStarted, ZSyncStartParams } from '@kansli/domain/schools/synchronizations';
import {
  ZLocationIdParams,
  ZLocationInfo,
  ZLocationList,
  ZLocationListQuery,
  ZLocationParams,
  ZSpecialRolePersons,
  ZStorageFiles,
  ZStorageListParams,
  ZStorageRecords,
  ZStorageRecordsParams,
  ZSyncEntries,
} from '@kansli/domain/schools/units';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import { exportFiles, exportRecords } from './exports.ts';
import { startSynchronization, synchronizations } from './synchronizations.ts';
import { listUnits, specialRoles, unitInfo, unitSyncEntries } from './units.ts';

// The school units screen's endpoints (spec part 2, 7 'Units and sync'), and the synchronisation screen's.

const tags = ['schools'];

export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locations/list',
    { schema: { tags, querystring: ZLocationListQuery, response: { 200: ZLocationList } } },
    (request) => listUnits(requireSession(request)),
  );

  app.get(
    '/api/location/:id/info',
    { schema: { tags, params: ZLocationParams, response: { 200: ZLocationInfo } } },
    (request) => unitInfo(requireSession(request), request.params.id),
  );

  app.get(
    '/api/persons/specialRoles/:locationId',
    { schema: { tags, params: ZLocationIdParams, response: { 200: ZSpecialRolePersons } } },
    (request) => specialRoles(requireSession(request), request.params.locationId),
  );

  app.get(
    '/api/syncentries/location/:id',
    { schema: { tags, params: ZLocationParams, response: { 200: ZSyncEntries } } },
    (request) => unitSyncEntries(requireSession(request), request.params.id),
  );

  app.get(
    '/api/storage/:system/:locationId/list',
    { schema: { tags, params: ZStorageListParams, response: { 200: ZStorageFiles } } },
    (request) => exportFiles(requireSession(request), request.params.system, request.params.locationId),
  );

  app.get(
    '/api/storage/:system/:locationId/:type',
    { schema: { tags, params: ZStorageRecordsParams, response: { 200: ZStorageRecords } } },
    (request) =>
      exportRecords(
        requireSession(request),
        request.params.system,
        request.params.locationId,
        request.params.type,
      ),
  );

  app.get('/api/synchronizations', { schema: { tags, response: { 200: ZSynchronizations } } }, (request) =>
    synchronizations(requireSession(request)),
  );

  app.post(
    '/api/synchronizations/:locationId/start',
    { schema: { tags, params: ZSyncStartParams, response: { 202: ZSyncStarted } } },
    async (request, reply) => {
      const started = await startSynchronization(requireSession(request), request.params.locationId);
      return reply.status(202).send(started);
    },
  );
};
