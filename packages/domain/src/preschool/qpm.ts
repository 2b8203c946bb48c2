import { MAX_ID } from '../http/id.ts';

// The preschool screen's view in one compact query parameter `qpm` (spec 2.6): tab, search type,
// page, selected person and search text. Defaults are left out, so the plain screen has no `qpm`;
// the search text goes last and takes the rest, so it may hold any character.

export const PRESCHOOL_TABS = 4;
export const MAX_SEARCH_LENGTH = 200;
const MAX_PAGE = 9_999;

export interface PreschoolView {
  /** 0 'Sök och hantera', 1 'Översikt barn', 2 'Fakturering', 3 'Exportera till kalkylark'. */
  tab: number;
  /** The 'vh' toggle: guardians instead of children. */
  guardians: boolean;
  /** 0-based. */
  page: number;
  /** The person whose view shows. */
  selected: number | null;
  search: string;
}

export const DEFAULT_VIEW: PreschoolView = { tab: 0, guardians: false, page: 0, selected: null, search: '' };

export function encodeQpm(view: PreschoolView): string {
  const tokens: string[] = [];
  if (view.tab !== 0) tokens.push(`t${view.tab}`);
  if (view.guardians) tokens.push('v');
  if (view.page !== 0) tokens.push(`p${view.page}`);
  if (view.selected !== null) tokens.push(`i${view.selected}`);
  if (view.search !== '') tokens.push(`s${view.search}`);
  return tokens.join('.');
}

function boundedInt(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** Any text gives a view: what cannot be read keeps its default, so an edited link never breaks the screen. */
export function decodeQpm(qpm: string | null | undefined): PreschoolView {
  const view = { ...DEFAULT_VIEW };
  let rest = qpm ?? '';
  while (rest !== '') {
    if (rest.startsWith('s')) {
      view.search = rest.slice(1, 1 + MAX_SEARCH_LENGTH);
      break;
    }
    const end = rest.indexOf('.');
    const token = end === -1 ? rest : rest.slice(0, end);
    rest = end === -1 ? '' : rest.slice(end + 1);
    const value = token.slice(1);
    switch (token[0]) {
      case 't':
        view.tab = boundedInt(value, 0, PRESCHOOL_TABS - 1) ?? view.tab;
        break;
      case 'v':
        view.guardians = value === '';
        break;
      case 'p':
        view.page = boundedInt(value, 0, MAX_PAGE) ?? view.page;
        break;
      case 'i':
        view.selected = boundedInt(value, 1, MAX_ID) ?? view.selected;
        break;
    }
  }
  return view;
}

/** Whether a view is one `encodeQpm` writes and `decodeQpm` reads back unchanged. */
export function isValidView(view: PreschoolView): boolean {
  return (
    Number.isInteger(view.tab) &&
    view.tab >= 0 &&
    view.tab < PRESCHOOL_TABS &&
    Number.isInteger(view.page) &&
    view.page >= 0 &&
    view.page <= MAX_PAGE &&
    (view.selected === null ||
      (Number.isInteger(view.selected) && view.selected >= 1 && view.selected <= MAX_ID)) &&
    view.search.length <= MAX_SEARCH_LENGTH
  );
}
