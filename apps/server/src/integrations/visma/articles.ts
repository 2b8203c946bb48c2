import { CHROMEBOOK_VAT_PERCENT } from '@kansli/domain/chromebooks/invoice';
import { VAT_PERCENT } from '@kansli/domain/money/vat';
import { z } from 'zod';
import { VismaError } from './errors.ts';
import { answerOf, type VismaSchemas } from './schemas.ts';

// What Kansli invoices is an article in Visma, and the article's account coding gives the VAT rate:
// Visma adds the VAT, so an invoice's rows carry net prices. Before anything is made in Visma the
// article is looked up and checked — it exists, is active, and its VAT rate is the one staff are shown.

export type VismaArticleKind = 'preschoolFee' | 'chromebookBuyout' | 'chromebookDamage';

/** The article number of each kind in Visma; unset where the configuration names none. */
export type VismaArticleNumbers = Record<VismaArticleKind, string | undefined>;

const KINDS: Record<VismaArticleKind, { label: string; variable: string; vatPercent: number }> = {
  preschoolFee: {
    label: 'förskoleavgift',
    variable: 'VISMA_ARTICLE_PRESCHOOL_FEE',
    vatPercent: VAT_PERCENT.exempt,
  },
  chromebookBuyout: {
    label: 'Chromebook-utköp',
    variable: 'VISMA_ARTICLE_CHROMEBOOK_BUYOUT',
    vatPercent: CHROMEBOOK_VAT_PERCENT,
  },
  chromebookDamage: {
    label: 'Chromebook',
    variable: 'VISMA_ARTICLE_CHROMEBOOK_DAMAGE',
    vatPercent: CHROMEBOOK_VAT_PERCENT,
  },
};

export const ARTICLE_KINDS = Object.keys(KINDS) as VismaArticleKind[];

/** The VAT rate staff are shown for the kind, in whole percent. */
export const vatPercentOf = (kind: VismaArticleKind) => KINDS[kind].vatPercent;

type ArticleProblem = 'not configured' | 'missing' | 'inactive' | 'wrong VAT';

/** The article of a kind cannot be invoiced with; nothing was made in Visma. */
export class VismaArticleError extends VismaError {
  override name = 'VismaArticleError';
  readonly kind: VismaArticleKind;
  readonly problem: ArticleProblem;
  readonly userMessage: string;
  readonly statusCode: number;

  constructor(kind: VismaArticleKind, problem: ArticleProblem, number?: string, vatPercent?: number) {
    const { label, variable, vatPercent: expected } = KINDS[kind];
    super(`Visma: the article of ${kind} ${number ? `(${number}) ` : ''}is ${problem}`);
    this.kind = kind;
    this.problem = problem;
    this.statusCode = problem === 'not configured' ? 503 : 502;
    const article = `Artikeln ${number} för ${label}`;
    this.userMessage = {
      'not configured': `Ingen artikel i Visma är angiven för ${label}. Be driften ange artikelnumret i ${variable}.`,
      missing: `${article} finns inte i Visma. Lägg upp den i Visma eller ändra ${variable}.`,
      inactive: `${article} är inaktiv i Visma. Aktivera den i Visma eller ändra ${variable}.`,
      'wrong VAT': `${article} har momssatsen ${vatPercent} % i Visma, men Kansli visar ${expected} %. Ändra artikelns bokföringsmall i Visma eller ändra ${variable}.`,
    }[problem];
  }
}

export const ZArticle = answerOf<VismaSchemas['ArticleApi']>()({
  Id: z.string(),
  Number: z.string(),
  IsActive: z.boolean(),
  CodingId: z.string(),
});
export const ZArticleCoding = answerOf<VismaSchemas['ArticleAccountCodingAPI']>()({
  Id: z.string(),
  VatRatePercent: z.number().nullish(),
});

/** How the article book reads Visma: every page of a list. */
export type ListReader = <T>(operation: string, path: string, item: z.ZodType<T>) => Promise<T[]>;

/** An article that may be invoiced with: its id in Visma and its VAT rate, the one staff are shown. */
export interface CheckedArticle {
  id: string;
  number: string;
  vatPercent: number;
}

/** Long enough to spare Visma a lookup per invoice of a batch, short enough to see a fix in Visma soon. */
const CACHE_MS = 5 * 60_000;

/** An OData string literal: a quote is written twice. */
export const odataText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Visma's description does not say whether a coding's rate is a fraction or a percentage: 0.25 and
 * 25 both read as 25 %, since no Swedish rate lies between 0 and 1 %.
 */
const percentOf = (rate: number) => (rate > 0 && rate <= 1 ? Math.round(rate * 10_000) / 100 : rate);

/** The configured articles, checked when first asked for and then kept briefly. */
export function articleBook(numbers: VismaArticleNumbers, list: ListReader) {
  const checked = new Map<string, { at: number; article: Promise<CheckedArticle> }>();

  async function lookUp(kind: VismaArticleKind, number: string): Promise<CheckedArticle> {
    const filter = encodeURIComponent(`Number eq ${odataText(number)}`);
    const articles = await list('article lookup', `/articles?$filter=${filter}`, ZArticle);
    // The filter is checked here too: an article is the one with exactly this number.
    const article = articles.find((a) => a.Number === number);
    if (!article) throw new VismaArticleError(kind, 'missing', number);
    if (!article.IsActive) throw new VismaArticleError(kind, 'inactive', number);
    const codings = await list('article account coding lookup', '/articleaccountcodings', ZArticleCoding);
    const rate = codings.find((c) => c.Id === article.CodingId)?.VatRatePercent;
    const vatPercent = rate == null ? undefined : percentOf(rate);
    if (vatPercent !== vatPercentOf(kind)) throw new VismaArticleError(kind, 'wrong VAT', number, vatPercent);
    return { id: article.Id, number, vatPercent };
  }

  return {
    /** The kind's article, or a VismaArticleError saying why it cannot be invoiced with; `recheck` asks Visma now. */
    article(kind: VismaArticleKind, { recheck = false } = {}): Promise<CheckedArticle> {
      const number = numbers[kind];
      if (!number) return Promise.reject(new VismaArticleError(kind, 'not configured'));
      const key = `${kind}:${number}`;
      const cached = checked.get(key);
      if (!recheck && cached && Date.now() - cached.at < CACHE_MS) return cached.article;
      const article = lookUp(kind, number);
      checked.set(key, { at: Date.now(), article });
      // A refusal is not kept: the next invoice looks again, so a fix in Visma counts at once.
      article.catch(() => checked.delete(key));
      return article;
    },
    /** The kinds whose article is configured. */
    configured: () => ARTICLE_KINDS.filter((kind) => numbers[kind]),
  };
}
