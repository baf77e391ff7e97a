/**
 * The form engine's one widget and template registry (docs/architecture.md "Habits": features never build their own
 * inputs). Keys are both the names a form file uses in `ui:widget` and the names RJSF picks by
 * itself from a field's type and format.
 */
import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { ArrayFieldItemTemplate, ArrayFieldTemplate } from './templates/array-templates.tsx';
import { BaseInputTemplate } from './templates/base-input.tsx';
import { FieldTemplate } from './templates/field-template.tsx';
import { ObjectFieldTemplate } from './templates/object-field-template.tsx';
import {
  DescriptionFieldTemplate,
  ErrorListTemplate,
  TitleFieldTemplate,
} from './templates/quiet-templates.tsx';
import { CheckboxWidget } from './widgets/checkbox-widget.tsx';
import { CheckboxesWidget } from './widgets/checkboxes-widget.tsx';
import { FilesWidget } from './widgets/files-widget.tsx';
import { TelWidget, UrlWidget } from './widgets/input-widgets.tsx';
import { RadioWidget } from './widgets/radio-widget.tsx';
import { SelectWidget } from './widgets/select-widget.tsx';
import { TextareaWidget } from './widgets/textarea-widget.tsx';

export const widgets: RegistryWidgetsType = {
  TextareaWidget,
  SelectWidget,
  RadioWidget,
  CheckboxesWidget,
  CheckboxWidget,
  FileWidget: FilesWidget,
  textarea: TextareaWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkboxes: CheckboxesWidget,
  checkbox: CheckboxWidget,
  files: FilesWidget,
  tel: TelWidget,
  url: UrlWidget,
};

export const templates: Partial<TemplatesType> = {
  BaseInputTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ErrorListTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
};
