import { demoPeople, SEED } from './demo-people.ts';
import { chromeDevicesOf, type GoogleChromeDevice } from './devices.ts';

/**
 * The Chrome OS devices of the demo organisation as `npm start` seeds it (scale 1), as Google's
 * Directory lists them: the Google sandbox starts with them, and the seed stored the same devices.
 */
export function demoChromeDevices(now: Date): GoogleChromeDevice[] {
  return chromeDevicesOf(demoPeople(), now, SEED);
}
