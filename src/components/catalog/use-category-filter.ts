import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated.ts';

export const allCategories = 'all';

export interface FilterOption<C extends string> {
  readonly id: C | typeof allCategories;
  readonly count: number;
}

/** 'all' first, then each category with how many items carry it. */
export function categoryOptions<C extends string>(
  items: readonly { category: C }[],
  categories: readonly C[],
): FilterOption<C>[] {
  return [
    { id: allCategories, count: items.length },
    ...categories.map((id) => ({ id, count: items.filter((item) => item.category === id).length })),
  ];
}

export function itemsInCategory<C extends string, T extends { category: C }>(
  items: readonly T[],
  active: C | typeof allCategories,
): readonly T[] {
  return active === allCategories ? items : items.filter((item) => item.category === active);
}

/**
 * One active category at a time, kept in `?category=` so a filtered list can be shared and
 * survives reload; anything unknown there means 'all'.
 */
export function useCategoryFilter<C extends string, T extends { category: C }>(
  items: readonly T[],
  categories: readonly C[],
) {
  const [params, setParams] = useSearchParams();
  // The prerendered page lists every item; a ?category= applies once hydrated, so hydration
  // draws what the HTML shows.
  const hydrated = useHydrated();
  const requested = hydrated ? params.get('category') : null;
  const active: C | typeof allCategories = categories.find((c): boolean => c === requested) ?? allCategories;
  const select = (id: C | typeof allCategories) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === allCategories) next.delete('category');
        else next.set('category', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    active,
    select,
    options: categoryOptions(items, categories),
    visible: itemsInCategory(items, active),
  };
}
