import type { WidgetProps } from '@rjsf/utils';
import { BaseInputTemplate } from '../templates/base-input.tsx';

// The single-line inputs differ only by their type; RJSF's own TextWidget, EmailWidget,
// URLWidget, UpDownWidget, DateWidget and TimeWidget already render through BaseInputTemplate.
// These cover the widget names a form file may give that RJSF does not know.

export function TelWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} type="tel" />;
}

export function UrlWidget(props: WidgetProps) {
  return <BaseInputTemplate {...props} type="url" />;
}
