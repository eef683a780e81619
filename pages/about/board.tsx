import { BoardMembers } from '../../components/BoardMembers';
import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { TextCards } from '../../components/TextCards';
import board from '../../content/board';
import { contactHref } from '../../content/contact';

export const meta = board.meta;

export default function BoardPage() {
  return (
    <>
      <Hero {...board.hero} />

      <Section id="members" title="Our board">
        <BoardMembers members={board.members} emptyNote={board.emptyNote} />
      </Section>

      <Section id="governance" title="How the board governs" tone="muted">
        <TextCards cards={board.governance} columns={3} />
      </Section>

      <CallToAction title={board.getInvolved.title} text={board.getInvolved.text}>
        <ButtonLink href={contactHref('board')} variant="cta">
          Contact the Board
        </ButtonLink>
        <ButtonLink href={contactHref('partner')} variant="light">
          Explore Partnerships
        </ButtonLink>
      </CallToAction>
    </>
  );
}
