import { ActionButton, ButtonRow } from './Button';
import { Section } from './Section';

/** A closing brand-coloured band: a heading, a line of text and one button whose action the spec does not show. */
export function ActionBand({ id, title, text, action }: { id: string; title: string; text: string; action: string }) {
  return (
    <Section id={id} title={title} tone="brand" intro={<p>{text}</p>}>
      <ButtonRow>
        <ActionButton variant="cta">{action}</ActionButton>
      </ButtonRow>
    </Section>
  );
}
