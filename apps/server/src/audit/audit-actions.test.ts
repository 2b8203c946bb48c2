import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_ACTION_TEXTS, isNamedAuditAction } from '@kansli/domain/audit/audit-actions';
import { describe, expect, it } from 'vitest';

// Every action the server records has a Swedish text for the log: read from the code that writes the
// audit, so a new action without a text fails here (and recordAudit's type refuses it as well).

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The code that writes audit entries: through recordAudit, or rows of audit_events. */
const writesAudit = (code: string) => /recordAudit|auditEvents|audit_events/.test(code);

/** An action code as the server writes them: 'group.publish.campus', 'permission-add'. */
const ACTION_CODE = /'([a-z]+(?:[.-][a-z]+)+)'/g;
/** Texts of those files that look like codes and are none: host names, SQL aliases, an integration. */
const NOT_ACTIONS = new Set(['kansli.test', 'index.html', 'g.id', 'c.id', 'google-sheets']);
/** Actions built from a beginning and a part: `permission-${operation}`. */
const BUILT_ACTION = /action: `([a-z.-]+)\$\{/g;

function recordedActions() {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SOURCE)) {
    const code = readFileSync(file, 'utf8').replaceAll(/ from '[^']*'/g, '');
    if (!writesAudit(code)) continue;
    for (const [, text] of code.matchAll(ACTION_CODE)) {
      if (text && !NOT_ACTIONS.has(text)) found.set(text, file);
    }
    for (const [, beginning] of code.matchAll(BUILT_ACTION)) {
      if (beginning) found.set(`${beginning}…`, file);
    }
  }
  return found;
}

describe('the audit’s actions', () => {
  const recorded = recordedActions();

  it('are found in the code that records them', () => {
    expect(recorded.has('group.publish.campus')).toBe(true);
    expect(recorded.has('permission-…')).toBe(true);
    expect(recorded.size).toBeGreaterThan(50);
  });

  it('each have a Swedish text', () => {
    const named = Object.keys(AUDIT_ACTION_TEXTS);
    const missing = [...recorded.keys()].filter((action) =>
      action.endsWith('…')
        ? !named.some((known) => known.startsWith(action.slice(0, -1)))
        : !isNamedAuditAction(action),
    );
    expect(missing).toEqual([]);
  });
});
