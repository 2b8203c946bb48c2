import { z } from 'zod';

/** The largest id a row can have: ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

/** The id of a stored row. A larger number names no row and would overflow the database's integer. */
export const ZId = z.number().int().positive().max(MAX_ID);

/** An id in a path or query parameter. */
export const ZIdParam = z.coerce.number().int().positive().max(MAX_ID);
