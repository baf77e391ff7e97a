import { chakra } from '@chakra-ui/react';
import { errorId, getUiOptions, helpId, type FieldTemplateProps } from '@rjsf/utils';
import { ErrorText, FieldLabel, HelpText } from '../styles.ts';
import { RequiredMark } from './required-mark.tsx';

// These widgets draw their own label: a legend for a group, or a label beside the box.
const ownLabel = new Set(['radio', 'checkboxes', 'checkbox']);

/**
 * One field: a <label for> linked to the control, the control, the help text and the errors
 * (role="alert", so they are announced when they appear). The control points at the help and the
 * errors with aria-describedby, and carries aria-invalid itself.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, displayLabel, schema, uiSchema } = props;
  const { fieldPathId } = props;
  if (hidden) return <chakra.div display="none">{children}</chakra.div>;
  // The root object only lays out its fields.
  if (fieldPathId.path.length === 0) return children;

  const widget = getUiOptions(uiSchema).widget;
  const drawsOwnLabel =
    (typeof widget === 'string' && ownLabel.has(widget)) ||
    (schema.type === 'boolean' && widget === undefined);
  const isListItem = typeof fieldPathId.path[fieldPathId.path.length - 1] === 'number';
  const errors = (rawErrors ?? []).filter(Boolean);

  return (
    <chakra.div data-field={fieldPathId.path.join('.')} position="relative">
      {/* A list row is labelled by its row template ('Reference Links 2'). */}
      {displayLabel && !drawsOwnLabel && !isListItem && (
        <FieldLabel htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </FieldLabel>
      )}
      {children}
      {rawHelp && <HelpText id={helpId(id)}>{rawHelp}</HelpText>}
      {errors.length > 0 && (
        <ErrorText id={errorId(id)} role="alert">
          {errors.map((error) => (
            <chakra.span key={error} display="block">
              {error}
            </chakra.span>
          ))}
        </ErrorText>
      )}
    </chakra.div>
  );
}
