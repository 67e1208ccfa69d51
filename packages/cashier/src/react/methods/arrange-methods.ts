import type { MethodType, MethodView, SavedProfile } from '@playfront/contracts';

/**
 * The order of the groups by type: the ways most players pay first (cards, then wallets and
 * bank payments), cash vouchers and crypto after (decision 038).
 */
export const GROUP_ORDER: readonly MethodType[] = ['cards', 'direct', 'bank_transfer', 'voucher', 'crypto'];

/** A list longer than this many usable methods gets a search box. */
export const SEARCH_THRESHOLD = 8;

export interface MethodGroup {
  readonly type: MethodType;
  readonly methods: readonly MethodView[];
}

/** The method list as the picker shows it, for one search query. */
export interface ArrangedMethods {
  readonly profiles: readonly SavedProfile[];
  /** Usable methods players in the country choose most, in the server's order (most popular first). */
  readonly popular: readonly MethodView[];
  /** The other usable methods by type, in `GROUP_ORDER`, each in the server's order; no empty group. */
  readonly groups: readonly MethodGroup[];
  /** Methods the player cannot use now, each with the server's reason. */
  readonly others: readonly MethodView[];
  /** Usable methods shown (popular and grouped): what a search announces. */
  readonly usableCount: number;
}

/**
 * Lower case without accents, so "ideal" finds "iDEAL" and "boleto bancario" finds "Bancário".
 * Not by the locale's rules: brand names are mostly Latin, and a Turkish keyboard's I/ı/İ must
 * all find the same "i".
 */
function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replaceAll('ı', 'i');
}

/** Whether `name` matches the query: every word of the query starts a word of, or is in, the name. */
export function matchesQuery(name: string, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const folded = fold(name);
  return words.every((word) => folded.includes(word));
}

/**
 * Splits the server's list (usable methods first, popular ones leading) into what the picker
 * shows: popular, then groups by type, then the others; all filtered by `query` on the name the
 * player reads (`nameOf`) or the catalogue's brand, so "card" still finds a translated card method.
 */
export function arrangeMethods(
  methods: readonly MethodView[],
  profiles: readonly SavedProfile[],
  query: string,
  nameOf: (method: MethodView) => string = (method) => method.brand,
): ArrangedMethods {
  const popular: MethodView[] = [];
  const byType = new Map<MethodType, MethodView[]>();
  const others: MethodView[] = [];
  for (const method of methods) {
    const name = nameOf(method);
    if (!matchesQuery(name, query) && (name === method.brand || !matchesQuery(method.brand, query))) continue;
    if (!method.available) others.push(method);
    else if (method.popular === true) popular.push(method);
    else byType.set(method.type, [...(byType.get(method.type) ?? []), method]);
  }
  const groups = GROUP_ORDER.flatMap((type) => {
    const list = byType.get(type);
    return list === undefined ? [] : [{ type, methods: list }];
  });
  const usableCount = popular.length + groups.reduce((sum, group) => sum + group.methods.length, 0);
  return {
    profiles: profiles.filter((profile) => matchesQuery(profile.display, query)),
    popular,
    groups,
    others,
    usableCount,
  };
}

/** How many methods the player can use: decides whether the list gets a search box. */
export function countUsable(methods: readonly MethodView[]): number {
  return methods.reduce((sum, method) => sum + (method.available ? 1 : 0), 0);
}
