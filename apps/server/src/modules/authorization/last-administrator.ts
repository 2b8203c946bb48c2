import { ADMINISTRATOR_ROLE, LAST_ADMINISTRATOR_MESSAGE } from '@kansli/domain/access/built-in-roles';
import { segmentCatalogue } from '@kansli/domain/access/catalogue';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { personRoles, roles } from '../../db/schema/access.ts';
import { conflict } from '../../http/errors.ts';

// Someone must always be able to administer Kansli: no change, not even an administrator's, may take
// 'Administratör' from its last holder or leave no one holding adminMenu SUPERADMIN. Each change that
// could do so runs in a transaction that first locks the role's row, so two such changes run one after
// the other and the second sees what the first left.

interface Administrators {
  /** Whether anyone holds the role 'Administratör'. */
  role: boolean;
  /** Whether anyone holds adminMenu SUPERADMIN, through a role or directly. */
  superadmin: boolean;
}

async function administrators(db: Db, administratorRoleId: number | undefined): Promise<Administrators> {
  const [held] = await queryRows<{ superadmin: boolean }>(
    db,
    sql`select exists (
          select 1
          from auth_segments s
          join auth_flags f on f.segment_id = s.id and f.key = 'SUPERADMIN'
          join grants g on g.segment_id = s.id and (g.flags & f.bit) <> 0
          where s.key = 'adminMenu'
            and (g.context = 'person'
              or exists (select 1 from person_roles pr where pr.role_id = g.context_id and g.context = 'role'))
        ) as superadmin`,
  );
  const role =
    administratorRoleId !== undefined &&
    (await db.$count(personRoles, eq(personRoles.roleId, administratorRoleId))) > 0;
  return { role, superadmin: held?.superadmin === true };
}

/**
 * Runs a change inside the caller's transaction so that it cannot remove the last administrator:
 * the role 'Administratör' is locked first, and a change that left no one holding it, or no one
 * holding SUPERADMIN where someone did, is refused with 409 (the transaction then writes nothing).
 */
export async function keepingAnAdministrator<T>(db: Db, change: () => Promise<T>): Promise<T> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, ADMINISTRATOR_ROLE))
    .for('update');
  const before = await administrators(db, role?.id);
  const result = await change();
  const after = await administrators(db, role?.id);
  if ((before.role && !after.role) || (before.superadmin && !after.superadmin)) {
    throw conflict(LAST_ADMINISTRATOR_MESSAGE);
  }
  return result;
}

/** Whether the flag is one of the code's, which 'Administratör' always holds. */
export function administratorKeeps(roleName: string, segmentKey: string, flagKey: string): boolean {
  return (
    roleName === ADMINISTRATOR_ROLE &&
    segmentCatalogue.some(
      (segment) => segment.key === segmentKey && segment.flags.some((flag) => flag.key === flagKey),
    )
  );
}
