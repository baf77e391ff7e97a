/**
 * Where a field is shown: under a condition ("show when <field> is <value>", written as the
 * standard `allOf` if/then block of forms/README.md "Conditions, steps and estimates") and on
 * which step of `uiSchema["ui:steps"]`.
 */
import type { FormContent } from '../../../../core/api/forms.ts';
import type { FormDefinition } from '../../../../core/forms/form-definition.ts';
import { editDraft, takeOut } from './field-edits.ts';
import { placeOf, simpleTest, type ShowWhen } from './field-model.ts';

const sameTest = (a: ShowWhen | null, b: ShowWhen) =>
  a !== null && a.field === b.field && a.value === b.value;

/**
 * Shows the field always (null) or only while `when` holds. The field's schema moves from
 * `schema.properties` into the `then.properties` of the block testing that field and value
 * (made when the form has none: the field in the `if`'s `required`, tested with `const`), and
 * its required entry moves with it.
 */
export function setCondition(content: FormContent, name: string, when: ShowWhen | null): FormContent {
  return editDraft(content, (form) => {
    const place = placeOf(form, name);
    if (!place) return;
    const { schema, required } = takeOut(form, place, name);
    if (when === null) {
      form.schema.properties[name] = schema;
      if (required) form.schema.required = [...form.schema.required, name];
      return;
    }
    const blocks = (form.schema.allOf ??= []);
    const block = blocks.find((candidate) => sameTest(simpleTest(candidate), when));
    if (block) {
      const then = (block.then ??= {});
      then.properties = { ...then.properties, [name]: schema };
      if (required) then.required = [...(then.required ?? []), name];
      return;
    }
    blocks.push({
      if: { required: [when.field], properties: { [when.field]: { const: when.value } } },
      then: { properties: { [name]: schema }, ...(required ? { required: [name] } : {}) },
    });
  });
}

/** The field on step `stepId`, in the form's order among that step's fields. */
export function setStep(content: FormContent, name: string, stepId: string): FormContent {
  return editDraft(content, (form: FormDefinition) => {
    const steps = form.uiSchema['ui:steps'];
    if (!steps?.some((step) => step.id === stepId)) return;
    const order = form.uiSchema['ui:order'];
    for (const step of steps) {
      const fields = step.fields.filter((other) => other !== name);
      step.fields =
        step.id === stepId ? [...fields, name].sort((a, b) => order.indexOf(a) - order.indexOf(b)) : fields;
    }
  });
}
