/**
 * Where a form in steps keeps its step. On a page, in the address (`?step=design`, the first
 * step without it) through the router: each Next pushes an entry, so the browser's Back goes to
 * the step before, and a reload opens the same step. Outside a router (a form in a test
 * harness), in the runner's own state.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const stepParam = 'step';

/**
 * - `next`: a new entry (the browser's Back returns to this step);
 * - `back`: the entry before when it is that step (a Next made this one), else a replaced one;
 * - `replace`: the same entry (the page corrects a step it cannot show, or starts over).
 */
export type StepMove = 'next' | 'back' | 'replace';

export interface StepNavigation {
  /** The step the address asks for (null: the first). */
  requested: string | null;
  go(step: string | null, move: StepMove): void;
}

/** What a Next leaves in the entry it pushes: the step it came from, for the in-form Back. */
interface StepState {
  formStepFrom?: string | null;
}

export function useRouterStep(): StepNavigation {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get(stepParam);
  const go = (step: string | null, move: StepMove) => {
    if (move === 'back' && (location.state as StepState | null)?.formStepFrom === step) {
      navigate(-1);
      return;
    }
    const params = new URLSearchParams(location.search);
    if (step) params.set(stepParam, step);
    else params.delete(stepParam);
    const search = params.size ? `?${params}` : '';
    navigate(
      { pathname: location.pathname, search },
      move === 'next' ? { state: { formStepFrom: requested } satisfies StepState } : { replace: true },
    );
  };
  return { requested, go };
}

export function useLocalStep(): StepNavigation {
  const [requested, setRequested] = useState<string | null>(null);
  return { requested, go: (step) => setRequested(step) };
}
