/**
 * The configurator's choice: one package (professional at first, docs/specification.md section 4) and any
 * add-ons. It rides in the form's draft beside the typed fields, so a reload keeps both, and
 * goes back to the defaults when the order has been sent.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  defaultWebPackageId,
  type WebAddOnId,
  type WebPackageId,
} from '../../../catalog/digital-marketing.ts';
import { readDraft, writeDraft } from '../../form-engine/drafts.ts';
import type { FormDefinition, FormValues } from '../../form-engine/types.ts';
import { validatorKey } from '../../form-engine/validators.ts';
import {
  isWebPackageId,
  knownAddOnIds,
  orderFields,
  type WebsiteChoice,
} from '../../../core/pricing/website-total.ts';

const defaults: WebsiteChoice = { packageId: defaultWebPackageId, addOnIds: [] };

/** The form's timeline value that costs 25% more (its label says so). */
export const rushTimeline = '1-2-weeks';

function fromDraft(definition: FormDefinition): WebsiteChoice {
  const draft = readDraft(validatorKey(definition), definition);
  if (!draft) return defaults;
  return {
    packageId: isWebPackageId(draft.package) ? draft.package : defaults.packageId,
    addOnIds: knownAddOnIds(draft.addOns),
  };
}

export function useWebsiteOrder(definition: FormDefinition) {
  const [choice, setChoice] = useState<WebsiteChoice>(() => fromDraft(definition));
  const [rush, setRush] = useState(
    () => readDraft(validatorKey(definition), definition)?.timeline === rushTimeline,
  );

  // Written straight away: the runner saves its draft only when a field changes.
  const update = useCallback(
    (next: WebsiteChoice) => {
      setChoice(next);
      const key = validatorKey(definition);
      writeDraft(key, definition, { ...readDraft(key, definition), ...orderFields(next) });
    },
    [definition],
  );

  const choosePackage = useCallback(
    (packageId: WebPackageId) => update({ ...choice, packageId }),
    [choice, update],
  );

  const toggleAddOn = useCallback(
    (id: WebAddOnId, on: boolean) => {
      const others = choice.addOnIds.filter((chosen) => chosen !== id);
      update({ ...choice, addOnIds: knownAddOnIds(on ? [...others, id] : others) });
    },
    [choice, update],
  );

  /** Follows the form's fields (the runner's onChange): is the rush timeline chosen? */
  const formChanged = useCallback((data: FormValues) => setRush(data.timeline === rushTimeline), []);

  // The runner has cleared the draft itself after a successful send.
  const reset = useCallback(() => {
    setChoice(defaults);
    setRush(false);
  }, []);

  const fields = useMemo(() => orderFields(choice), [choice]);
  return { choice, fields, total: fields.totalPrice, rush, choosePackage, toggleAddOn, formChanged, reset };
}
