import { chakra } from '@chakra-ui/react';
import { createContext, Fragment, useContext } from 'react';
import { getUiOptions, type ObjectFieldTemplateProps, type UiSchema } from '@rjsf/utils';

// Widgets that need the whole row unless the form file says otherwise.
const wideWidgets = new Set(['textarea', 'files', 'checkboxes', 'radio', 'checkbox']);

/** Whether a field spans both columns: `ui:options.width` says so, or its widget is a wide one. */
export function isFullWidth(uiSchema: UiSchema | undefined, type: unknown): boolean {
  const options = getUiOptions(uiSchema);
  if (options.width === 'full') return true;
  if (options.width === 'half') return false;
  return (typeof options.widget === 'string' && wideWidgets.has(options.widget)) || type === 'array';
}

/**
 * Lays the form out as on a phone whatever the screen: the owner's preview at a phone's width,
 * which is a box on the owner's page, not a phone's screen (the one rule below that follows the
 * screen's width).
 */
export const PhoneLayout = createContext(false);

/** The fields in a grid: one column on phones, two from the md breakpoint. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, schema, fieldPathId } = props;
  const phone = useContext(PhoneLayout);
  const fieldSchemas = (schema.properties ?? {}) as Record<string, { type?: unknown }>;
  return (
    <chakra.div
      id={fieldPathId.$id}
      display="grid"
      gridTemplateColumns={
        phone ? 'minmax(0, 1fr)' : { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }
      }
      columnGap="5"
      rowGap="5"
    >
      {properties.map((property) =>
        property.hidden ? (
          <Fragment key={property.name}>{property.content}</Fragment>
        ) : (
          <chakra.div
            key={property.name}
            gridColumn={
              isFullWidth(
                uiSchema?.[property.name] as UiSchema | undefined,
                fieldSchemas[property.name]?.type,
              )
                ? '1 / -1'
                : undefined
            }
          >
            {property.content}
          </chakra.div>
        ),
      )}
    </chakra.div>
  );
}
