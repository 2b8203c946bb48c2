import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generate, OPENAPI_FILE, TYPES_FILE } from './generate.ts';

it('the committed Visma description and types are what the generator makes of the published document', async () => {
  const { openapi, types } = await generate();
  expect(await readFile(OPENAPI_FILE, 'utf8')).toBe(openapi);
  expect(await readFile(TYPES_FILE, 'utf8')).toBe(types);
}, 60_000);
