import { invalid } from './errors.ts';

// The OData $filter of Visma's lists, the part the sandbox reads: comparisons of a field with a literal
// ('text', a uuid, a number, true/false), several joined by ' and '. A field the entity does not have,
// an operator OData does not know or a literal of the wrong type is refused as Visma refuses it.

export interface PropertySchema {
  type?: string;
  format?: string;
}

type Literal = string | number | boolean;
type Predicate = (record: Record<string, unknown>) => boolean;

const COMPARISONS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
type Comparison = (typeof COMPARISONS)[number];
/** OData operators the sandbox does not evaluate; named apart so the refusal says which it is. */
const UNSUPPORTED = ['or', 'not', 'has', 'in', 'add', 'sub', 'mul', 'div', 'mod'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** The expression's words, a quoted text being one word; cut into clauses at each 'and'. */
function clauses(filter: string): string[][] {
  const words: string[] = filter.match(/'(?:[^']|'')*'|[^\s']+|'/g) ?? [];
  if (words.includes("'")) throw invalid('$filter: a text is not closed with a quote.');
  const unsupported = words.find((word) => UNSUPPORTED.includes(word.toLowerCase()));
  if (unsupported)
    throw invalid(
      `$filter: the operator '${unsupported}' is not supported by the sandbox; join comparisons with 'and'.`,
    );
  const result: string[][] = [[]];
  for (const word of words) {
    if (word.toLowerCase() === 'and') result.push([]);
    else result.at(-1)?.push(word);
  }
  return result;
}

function literalOf(text: string, field: string, property: PropertySchema): Literal {
  const wrongType = () =>
    invalid(
      `$filter: ${field} is ${property.format ?? property.type} and is compared with a value of another type.`,
    );
  if (property.type === 'string' && property.format === 'uuid') {
    if (!UUID.test(text)) throw wrongType();
    return text.toLowerCase();
  }
  if (property.type === 'string' && property.format === undefined) {
    const quoted = /^'((?:[^']|'')*)'$/.exec(text);
    if (!quoted) throw wrongType();
    return (quoted[1] ?? '').replaceAll("''", "'").toLowerCase();
  }
  if (property.type === 'boolean') {
    if (text !== 'true' && text !== 'false') throw wrongType();
    return text === 'true';
  }
  if (property.type === 'number' || property.type === 'integer') {
    if (!NUMBER.test(text)) throw wrongType();
    return Number(text);
  }
  throw invalid(`$filter: the sandbox cannot filter on ${field}.`);
}

function compare(operator: Comparison, value: unknown, literal: Literal): boolean {
  // Visma's database compares texts without regard to case.
  const actual = typeof value === 'string' ? value.toLowerCase() : value;
  if (actual === null || actual === undefined) return operator === 'ne';
  if (operator === 'eq') return actual === literal;
  if (operator === 'ne') return actual !== literal;
  const order = (actual as Literal) < literal ? -1 : (actual as Literal) > literal ? 1 : 0;
  return { gt: order > 0, ge: order >= 0, lt: order < 0, le: order <= 0 }[operator];
}

/** The records a $filter keeps, given the entity's properties as the description has them. */
export function filterRecords<T extends object>(
  records: T[],
  filter: string | undefined,
  entity: string,
  properties: Record<string, PropertySchema>,
): T[] {
  if (filter === undefined || filter.trim() === '') return records;
  const predicates: Predicate[] = clauses(filter).map((clause) => {
    const [field = '', operator = '', text = ''] = clause;
    if (clause.length !== 3 || !/^[A-Za-z_]\w*$/.test(field))
      throw invalid('$filter: each comparison is a field, an operator and a value.');
    const property = Object.hasOwn(properties, field) ? properties[field] : undefined;
    if (!property) throw invalid(`$filter: the type ${entity} has no property named '${field}'.`);
    if (!COMPARISONS.includes(operator as Comparison))
      throw invalid(`$filter: '${operator}' is not an operator.`);
    const literal = literalOf(text, field, property);
    if (!['eq', 'ne'].includes(operator) && (typeof literal === 'boolean' || property.format === 'uuid'))
      throw invalid(`$filter: ${field} can only be compared with eq or ne.`);
    return (record) => compare(operator as Comparison, record[field], literal);
  });
  return records.filter((record) =>
    predicates.every((keeps) => keeps(record as unknown as Record<string, unknown>)),
  );
}
