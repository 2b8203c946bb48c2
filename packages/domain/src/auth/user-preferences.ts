import { z } from 'zod';

// The signed-in person's own settings of the app (issue 17), kept on the server so that they follow the
// person from browser to browser. Ghosting does not change whose they are: always the real user's.

export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;

/** 'system' follows the browser's (the operating system's) light or dark setting. */
export const ZColorScheme = z.enum(COLOR_SCHEMES, { error: "must be 'system', 'light' or 'dark'" });
export type TColorScheme = z.infer<typeof ZColorScheme>;

/** GET and PUT /api/me/preferences: what the server answers. */
export const ZUserPreferences = z.object({ colorScheme: ZColorScheme });
export type TUserPreferences = z.infer<typeof ZUserPreferences>;

/** A person's preferences until they choose otherwise. */
export const DEFAULT_USER_PREFERENCES: TUserPreferences = { colorScheme: 'system' };

/** PUT /api/me/preferences: the whole set of preferences; sending the same twice changes nothing. */
export const ZSaveUserPreferencesRequest = ZUserPreferences;
export type TSaveUserPreferencesRequest = z.infer<typeof ZSaveUserPreferencesRequest>;
