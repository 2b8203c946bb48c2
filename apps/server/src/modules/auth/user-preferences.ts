import {
  DEFAULT_USER_PREFERENCES,
  type TSaveUserPreferencesRequest,
  type TUserPreferences,
} from '@kansli/domain/auth/user-preferences';
import { recordAudit } from '../../audit/audit.ts';
import type { RequestContext } from '../../context/request-context.ts';
import { findUserPreferences, upsertUserPreferences } from './preferences-repository.ts';

// Every signed-in person may read and save their own preferences, so the session is the only check.
// They are the real user's, also while ghosting: how the screen looks belongs to whoever sits at it,
// and a supporter acting as someone must not change that person's settings.

/** GET /api/me/preferences: the signed-in person's, or the defaults until they choose. */
export async function userPreferences(ctx: RequestContext): Promise<TUserPreferences> {
  return (await findUserPreferences(ctx.db, ctx.actor.realPersonId)) ?? DEFAULT_USER_PREFERENCES;
}

/** PUT /api/me/preferences: stores them; saving what is stored already writes nothing. */
export async function saveUserPreferences(
  ctx: RequestContext,
  body: TSaveUserPreferencesRequest,
): Promise<TUserPreferences> {
  const personId = ctx.actor.realPersonId;
  const after: TUserPreferences = { colorScheme: body.colorScheme };
  return ctx.transaction(async (tx) => {
    const before =
      (await findUserPreferences(tx.db, personId, { forUpdate: true })) ?? DEFAULT_USER_PREFERENCES;
    if (before.colorScheme === after.colorScheme) return after;
    await upsertUserPreferences(tx.db, personId, after, tx.clock.now());
    await recordAudit(tx, {
      action: 'preferences.save',
      entity: 'user_preferences',
      entityId: personId,
      before,
      after,
    });
    return after;
  });
}
