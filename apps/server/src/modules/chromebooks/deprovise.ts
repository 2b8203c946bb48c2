import type { TDeproviseBody, TDeproviseResponse } from '@kansli/domain/chromebooks/invoice';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { NOT_REGISTERED_MESSAGE, requireBilling } from './cases.ts';
import { deviceClientOf } from './integrations.ts';
import {
  lockRegisteredCasesBySerial,
  markDeviceDeprovisioned,
  serialIsKnown,
  updateCase,
} from './repository.ts';

const DEPROVISIONED = 'DEPROVISIONED';

/**
 * POST /api/invoices/chromebooks/deprovise (spec part 2, 4): releases the device of a registered case
 * in Google. Every registered case of the serial number is marked, since they share the device; a
 * device already released is answered as done without asking Google again. The cases stay locked
 * while Google is asked, so a double click releases once. Once Google has released it, Kansli's own
 * device list shows it released.
 */
export async function deproviseDevice(
  ctx: RequestContext,
  body: TDeproviseBody,
): Promise<TDeproviseResponse> {
  await requireBilling(ctx, null);
  const serialNumber = body.serialNumber;
  const done = { serialNumber, isChromedeviceDeprovised: true, chromedeviceStatus: DEPROVISIONED };
  return ctx.transaction(async (tx) => {
    const rows = await lockRegisteredCasesBySerial(tx.db, serialNumber);
    if (rows.length === 0) {
      if (await serialIsKnown(tx.db, serialNumber)) throw conflict(NOT_REGISTERED_MESSAGE);
      throw notFound('Det finns inget ärende med det serienumret. Kontrollera serienumret och försök igen.');
    }
    for (const row of rows) await requireBilling(ctx, row.locationId);
    const now = ctx.clock.now();
    const pending = rows.filter((row) => !row.deprovisionedAt);
    if (pending.length === 0) return done;
    const released = rows.length > pending.length;
    let deviceId: string | null = null;
    if (!released) {
      const client = deviceClientOf(ctx);
      const device = await client.findChromeDeviceBySerial(serialNumber);
      if (!device) throw notFound('Datorn finns inte i Google');
      deviceId = device.deviceId;
      await client.deprovisionChromeDevice(device.deviceId);
      await markDeviceDeprovisioned(tx.db, device.deviceId, DEPROVISIONED, now);
    }
    for (const row of pending) {
      await updateCase(
        tx.db,
        row.freshserviceId,
        { deprovisionedAt: now, chromedeviceStatus: DEPROVISIONED, lastError: null },
        now,
      );
    }
    await recordAudit(tx, {
      action: 'chromebook.device.deprovision',
      entity: 'chrome_device',
      entityId: deviceId ?? serialNumber,
      after: { serialNumber, cases: pending.map((row) => row.freshserviceId), googleAsked: !released },
    });
    return done;
  });
}
