import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { articleBook, type ListReader } from './articles.ts';

// The rules of the article check on lists as Visma answers them; the client's tests run the same
// over HTTP against the sandbox.

const CODING_25 = '2e8b6a4c-0000-4000-8000-000000000025';
const CODING_0 = '2e8b6a4c-0000-4000-8000-000000000000';

function visma(
  articles: object[],
  codings: object[] = [
    { Id: CODING_25, VatRatePercent: 0.25 },
    { Id: CODING_0, VatRatePercent: 0 },
  ],
) {
  const reads: string[] = [];
  const list: ListReader = async <T>(_operation: string, path: string, item: z.ZodType<T>) => {
    reads.push(path);
    return (path.startsWith('/articles') ? articles : codings).map((row) => item.parse(row));
  };
  return { list, reads };
}

const chromebook = (more: object = {}) => ({
  Id: '7f1c0000-0000-4000-8000-000000000200',
  Number: '200',
  IsActive: true,
  CodingId: CODING_25,
  ...more,
});

describe('the article of what Kansli invoices', () => {
  it('reads a coding rate given as a fraction as a percentage', async () => {
    const { list } = visma([chromebook()]);
    const book = articleBook(
      { preschoolFee: undefined, chromebookBuyout: '200', chromebookDamage: '200' },
      list,
    );
    await expect(book.article('chromebookBuyout')).resolves.toEqual({
      id: chromebook().Id,
      number: '200',
      vatPercent: 25,
    });
  });

  it('is refused when inactive in Visma, with what to do in Swedish', async () => {
    const { list } = visma([chromebook({ IsActive: false })]);
    const book = articleBook(
      { preschoolFee: undefined, chromebookBuyout: '200', chromebookDamage: '200' },
      list,
    );
    await expect(book.article('chromebookBuyout')).rejects.toMatchObject({
      name: 'VismaArticleError',
      problem: 'inactive',
      statusCode: 502,
      userMessage:
        'Artikeln 200 för Chromebook-utköp är inaktiv i Visma. Aktivera den i Visma eller ändra VISMA_ARTICLE_CHROMEBOOK_BUYOUT.',
    });
  });

  it('is refused when only another number starts the same, since the filter is checked again', async () => {
    const { list } = visma([chromebook({ Number: '2000' })]);
    const book = articleBook(
      { preschoolFee: undefined, chromebookBuyout: '200', chromebookDamage: '200' },
      list,
    );
    await expect(book.article('chromebookDamage')).rejects.toMatchObject({ problem: 'missing' });
  });

  it('is kept a while once checked, and a refusal is not kept', async () => {
    const inactive = visma([chromebook({ IsActive: false })]);
    const refusing = articleBook(
      { preschoolFee: undefined, chromebookBuyout: '200', chromebookDamage: '200' },
      inactive.list,
    );
    await expect(refusing.article('chromebookDamage')).rejects.toMatchObject({ problem: 'inactive' });
    await expect(refusing.article('chromebookDamage')).rejects.toMatchObject({ problem: 'inactive' });
    expect(inactive.reads.filter((path) => path.startsWith('/articles'))).toHaveLength(2);

    const active = visma([chromebook()]);
    const book = articleBook(
      { preschoolFee: undefined, chromebookBuyout: '200', chromebookDamage: '200' },
      active.list,
    );
    await book.article('chromebookDamage');
    await book.article('chromebookDamage');
    expect(active.reads).toHaveLength(2);
    await book.article('chromebookDamage', { recheck: true });
    expect(active.reads).toHaveLength(4);
  });
});
