import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAnnounce } from '../announcer.tsx';
import { addField, freshName, moveField, removeField } from './field-edits.ts';
import { recordRename, renameField } from './field-rename.ts';
import { problemsOfField, readFields, readSteps, type FieldEdit } from './field-model.ts';
import { FieldEditor } from './field-editor.tsx';
import type { FormDetail, FormProblem } from './forms-api.ts';
import { ProblemsList } from './problems-list.tsx';
import type { FormDraftState } from './use-form-draft.ts';
import { useOwnerLang } from '../use-owner-lang.ts';

interface FieldsEditorProps {
  detail: FormDetail;
  drafts: FormDraftState;
  problems: FormProblem[];
}

/**
 * The visual editor: the draft's fields in their order, each one opened to edit it, and "Add
 * field". Every change is written into the draft's form file and texts at once (field-edits.ts,
 * field-placement.ts); a renamed live field is recorded in the draft's `renamed`.
 */
export function FieldsEditor({ detail, drafts, problems }: FieldsEditorProps) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const announce = useAnnounce();
  const { content } = drafts.draft;
  const fields = readFields(content);
  const steps = readSteps(content, lang);
  const [liveFields] = useState(() =>
    readFields({ file: detail.live.file, texts: detail.live.texts }).map((field) => field.name),
  );
  // A field keeps its React key (and its open state and focus) when the owner renames it.
  const [keys, setKeys] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const keyOf = (name: string) => keys[name] ?? name;

  useEffect(() => {
    if (focusKey) document.getElementById(`field-${focusKey}-name`)?.focus();
  }, [focusKey]);

  const edit: FieldEdit = (change) =>
    drafts.update((draft) => ({ ...draft, content: change(draft.content) }));

  const add = () => {
    const name = freshName(content);
    const key = `added-${Date.now()}`;
    setKeys((current) => ({ ...current, [name]: key }));
    setOpen((current) => new Set([...current, key]));
    edit((draft) => addField(draft, name));
    setFocusKey(key);
  };

  const rename = (from: string, to: string) => {
    setKeys((current) => ({ ...current, [to]: current[from] ?? from }));
    drafts.update((draft) => ({
      ...draft,
      content: renameField(draft.content, from, to),
      renamed: recordRename(draft.renamed, liveFields, from, to),
    }));
  };

  return (
    <Stack gap="3">
      <Text color="gray.700" maxW="prose">
        {t('forms.fields.intro')}
      </Text>
      {problems.length > 0 && <ProblemsList problems={problems} />}
      <Stack as="ol" listStyleType="none" gap="3" aria-label={t('forms.fields.listLabel')}>
        {fields.map((field, index) => {
          const key = keyOf(field.name);
          return (
            <li key={key}>
              <FieldEditor
                id={`field-${key}`}
                field={field}
                fields={fields}
                steps={steps}
                position={{ index, count: fields.length }}
                limits={detail.limits}
                used={detail.usedFields.includes(field.name)}
                problems={problemsOfField(problems, field.name)}
                open={open.has(key)}
                onToggle={(shown) =>
                  setOpen((current) => {
                    const next = new Set(current);
                    if (shown) next.add(key);
                    else next.delete(key);
                    return next;
                  })
                }
                edit={edit}
                onRename={(to) => rename(field.name, to)}
                onMove={(by) => edit((draft) => moveField(draft, field.name, by))}
                onRemove={() => {
                  edit((draft) => removeField(draft, field.name));
                  announce(t('forms.field.removed', { name: field.texts[lang].label || field.name }));
                }}
              />
            </li>
          );
        })}
      </Stack>
      <Button size="lg" variant="outline" alignSelf="flex-start" onClick={add}>
        {t('forms.fields.add')}
      </Button>
    </Stack>
  );
}
