/**
 * The content editor's date field: a line of text that shows and takes the date day first, 15/07/2025, as
 * Kenya writes it, and saves it as the content files hold it, 2025-07-15 (cms/day-first.ts). The CMS's own
 * date field is the browser's date input, which follows the browser's language (MM/DD/YYYY in a browser set
 * to American English) and cannot hold a date that does not exist: 30/02/2025 left it empty, and the CMS
 * said "This field is required". Here an impossible date stays in the box, and saving is refused with why.
 *
 * Made as Sveltia CMS makes a custom field type (https://sveltiacms.app/en/docs/api/field-types): a React
 * component, built with the React the CMS itself runs, which it puts on `window` for custom field types
 * (`h` and `createClass`, its src/lib/main.js), around the CMS's own text line (`CMS.getFieldType('string')`,
 * so it looks and is labelled as every other field); its `isValid` is what the CMS asks before it saves.
 */
import CMS, { type CustomFieldControlProps, type CustomFieldPreviewProps } from '@sveltia/cms';
import type { ComponentType, createElement, ReactElement } from 'react';
import { DAY_FIRST_WIDGET, readDayFirst, showDayFirst } from '../day-first';

/** A custom field's answer to the CMS's `isValid`: valid, or why not. */
type Validity = true | { error: { message: string } };

/** What create-react-class takes: a component's methods, `this` being the component. */
interface ClassSpec<P> {
  displayName: string;
  render(this: { props: P }): ReactElement;
  isValid?(this: { props: P }, value?: unknown): Validity;
}

/** The React the CMS runs, as it gives it to custom field types. */
interface CmsReact {
  h: typeof createElement;
  createClass: <P>(spec: ClassSpec<P>) => ComponentType<P>;
}

/** Whether a field takes a month alone too (`07/2025`): its `months` option (cms/fields.ts). */
const takesMonths = (field: CustomFieldControlProps['field']) => (field.get('months') as boolean | undefined) === true;

/** Registers the date field with the CMS, as DAY_FIRST_WIDGET; before `CMS.init()`. */
export function registerDateWidget(): void {
  const { h, createClass } = window as unknown as CmsReact;
  const control = createClass<CustomFieldControlProps>({
    displayName: 'DayFirstDate',
    // The draft holds the date as it is saved once it is one, and what was typed until then (which the
    // CMS then refuses to save, through isValid), so that the box never loses what the editor typed.
    render() {
      const { field, forID, onChange } = this.props;
      const value: unknown = this.props.value;
      const line = CMS.getFieldType('string')?.control;
      if (!line) throw new Error('Sveltia CMS offers no text line to build the date field on');
      return h(line, {
        value: showDayFirst(value),
        field,
        forID,
        onChange: (typed: string) => {
          const reading = readDayFirst(typed, { months: takesMonths(field) });
          onChange('value' in reading ? reading.value : typed);
        },
      } as unknown as CustomFieldControlProps);
    },
    // Sveltia CMS passes the value to check; the props may not have caught up with it yet. It asks while
    // the editor types, but shows the verdict it had before this one (its revalidateField reads the last
    // verdict as the value changes, and this answer comes after): the message under the box was the one for
    // what it held a keystroke before ("31/02/202 is not a date" under 31/02/2027). So once this verdict
    // is in, the value is set again as it is, and the CMS shows it.
    isValid(value) {
      const checked: unknown = value === undefined ? this.props.value : value;
      const reading = readDayFirst(showDayFirst(checked), { months: takesMonths(this.props.field) });
      setTimeout(() => {
        if (this.props.value === checked) this.props.onChange(checked);
      });
      return 'problem' in reading ? { error: { message: reading.problem } } : true;
    },
  });
  const preview = createClass<CustomFieldPreviewProps>({
    displayName: 'DayFirstDatePreview',
    render() {
      return h('span', null, showDayFirst(this.props.value));
    },
  });
  CMS.registerFieldType(DAY_FIRST_WIDGET, control, preview);
}
