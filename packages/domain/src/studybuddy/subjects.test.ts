import { describe, expect, it } from 'vitest';
import { SUBJECT_NAME_MAX, ZDeleteFilesBody, ZSearchQuery, ZSubjectBody } from './subjects.ts';

describe('ZSubjectBody', () => {
  it.each([
    [
      { data: { subject: ' Biologi ', subcategory: 'NO', subject_text: '<p>x</p>' } },
      'Biologi',
      'NO',
      '<p>x</p>',
    ],
    [{ data: { subject: 'Biologi' } }, 'Biologi', '', ''],
    [{ data: { subject: 'Biologi', subcategory: null, subject_text: null } }, 'Biologi', '', ''],
  ])('reads %j', (body, subject, subcategory, text) => {
    expect(ZSubjectBody.parse(body).data).toEqual({ subject, subcategory, subject_text: text });
  });

  it.each([
    [{ data: { subject: '' } }, 'subject'],
    [{ data: { subject: '   ' } }, 'subject'],
    [{ data: {} }, 'subject'],
    [{ data: { subject: 'x'.repeat(SUBJECT_NAME_MAX + 1) } }, 'subject'],
    [{ data: { subject: 'x', subcategory: 'y'.repeat(201) } }, 'subcategory'],
    [{}, 'data'],
  ])('refuses %j naming %s', (body, field) => {
    const parsed = ZSubjectBody.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toContain(field);
  });
});

describe('ZDeleteFilesBody and ZSearchQuery', () => {
  it('takes stored names only, and a bounded query', () => {
    expect(ZDeleteFilesBody.safeParse({ fileNames: ['3#a.pdf'] }).success).toBe(true);
    expect(ZDeleteFilesBody.safeParse({ fileNames: ['a.pdf'] }).success).toBe(false);
    expect(ZDeleteFilesBody.safeParse({ fileNames: [] }).success).toBe(false);
    expect(ZSearchQuery.parse({ q: ' växter ' })).toEqual({ q: 'växter', limit: 5 });
    expect(ZSearchQuery.safeParse({ q: 'x', limit: '21' }).success).toBe(false);
  });
});
