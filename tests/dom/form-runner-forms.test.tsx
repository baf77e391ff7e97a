/**
 * Every real form file renders with its own generated validator and the real locales: each
 * control has a translated accessible name, and the required fields block an empty submit.
 */
import { fireEvent, screen } from '@testing-library/react';
import { printingServiceIds } from '../../catalog/printing.ts';
import { formForService } from '../../core/forms/printing.ts';
import type { FormDefinition } from '../../src/form-engine/types.ts';
import enForms from '../../locales/en/forms.json';
import esForms from '../../locales/es/forms.json';
import { formIdsIn, readForm } from '../support/form-files.ts';
import { makeI18n, renderRunner } from './fixtures/form-runner-harness.tsx';

const resources = { en: { forms: enForms }, es: { forms: esForms } };
const definitions = formIdsIn().map((id) => readForm(id));

type Case = [key: string, definition: FormDefinition, variant: string | undefined];
const cases: Case[] = definitions.flatMap((definition): Case[] =>
  definition.id === 'printing-order'
    ? printingServiceIds.map((service): Case => [
        `${definition.id}.${service}`,
        formForService(definition, service),
        service,
      ])
    : [[definition.id, definition, undefined]],
);

/** The fields drawn first: all of them, or those of the first step of a form in steps. */
function firstFields(definition: FormDefinition): string[] | undefined {
  return definition.uiSchema['ui:steps']?.[0]?.fields;
}

/** The button that ends the first view: the submit button, or Next on a form in steps. */
function firstButton(definition: FormDefinition, t: (key: string) => string): string {
  return firstFields(definition) ? t('forms:steps.next') : t(`forms:${definition.id}.submit`);
}

/** The required fields (of the first step, in steps) a visitor can leave empty: no default, and not hidden. */
function emptyRequired(definition: FormDefinition): string[] {
  const shown = firstFields(definition);
  return definition.schema.required.filter((name) => {
    if (shown && !shown.includes(name)) return false;
    const ui = definition.uiSchema[name] as { 'ui:widget'?: string } | undefined;
    return definition.schema.properties[name].default === undefined && ui?.['ui:widget'] !== 'hidden';
  });
}

describe.each(['en', 'es'] as const)('the real forms in %s', (lng) => {
  beforeEach(() => localStorage.clear());

  it.each(cases)(
    '%s renders every field with a translated, linked label',
    async (_key, definition, variant) => {
      const i18n = await makeI18n(lng, resources);
      const { container } = await renderRunner({ definition, variant, i18n, validator: undefined });
      await screen.findByRole('button', { name: firstButton(definition, i18n.t) });
      const controls = container.querySelectorAll<HTMLElement>(
        'input:not([type="hidden"]):not([name="website_url"]), select, textarea',
      );
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) {
        const labels = (control as HTMLInputElement).labels;
        expect(labels && labels.length > 0 ? control.id : `no label: ${control.id}`).toBe(control.id);
        const text = [...(labels ?? [])].map((label) => label.textContent).join(' ');
        expect(text).not.toMatch(/\.fields\.|\.options\.|\.values\./);
      }
      expect(container.textContent).not.toMatch(/widgets\.|validation\.|\.submittingLabel/);
    },
  );

  it.each(cases)('%s blocks an empty submit at each required field', async (_key, definition, variant) => {
    const i18n = await makeI18n(lng, resources);
    const fetchImpl = jest.fn();
    await renderRunner({ definition, variant, i18n, validator: undefined, fetchImpl });
    fireEvent.click(await screen.findByRole('button', { name: firstButton(definition, i18n.t) }));
    const required = emptyRequired(definition);
    if (required.length) {
      const alerts = await screen.findAllByRole('alert');
      expect(alerts).toHaveLength(required.length);
      // A required list (social media platforms) says how many to choose instead.
      const expected = [
        i18n.t('forms:validation.required'),
        i18n.t('forms:validation.minItems', { limit: 1 }),
      ];
      for (const alert of alerts) expect(expected).toContain(alert.textContent);
    }
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
