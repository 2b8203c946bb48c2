import {
  ZChromeDevice,
  ZChromeDeviceList,
  ZChromeDeviceParams,
  ZChromeDeviceSearchQuery,
} from '@kansli/domain/devices/chrome-devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/access.ts';
import { chromeDevice, searchDevices } from './devices.ts';

// The Chromebook device screen's calls (spec part 2, 7 'Groups and devices': GET chromedevices?search).

const tags = ['devices'];

export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/integration/chromedevices',
    { schema: { tags, querystring: ZChromeDeviceSearchQuery, response: { 200: ZChromeDeviceList } } },
    (request) => searchDevices(requireSession(request), request.query),
  );

  app.get(
    '/api/integration/chromedevices/:id',
    { schema: { tags, params: ZChromeDeviceParams, response: { 200: ZChromeDevice } } },
    (request) => chromeDevice(requireSession(request), request.params.id),
  );
};
