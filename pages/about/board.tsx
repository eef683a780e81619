import { BoardMembers } from '../../components/BoardMembers';
import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { TextCards } from '../../components/TextCards';
import board from '../../content/board';
import { contactHref } from '../../content/lib/articles/routes';
import { href } from '../../content/lib/words/href';

export const meta = board.meta;

export default function BoardPage() {
  return (
    <>
      <Hero {...board.hero} />

      <Section id="members" title={board.words.ourBoard}>
        <BoardMembers
          members={board.members}
          oversight={board.oversight}
          labels={board.words}
          emptyTitle={board.emptyTitle}
          emptyNote={board.emptyNote}
          expertiseOf={board.words.expertiseOf}
        />
      </Section>

      <Section id="governance" title={board.words.howTheBoardGoverns} tone="muted">
        <TextCards cards={board.governance} columns={3} />
      </Section>

      <CallToAction title={board.getInvolved.title} text={board.getInvolved.text}>
        <ButtonLink href={href(contactHref('board'))} variant="cta">
          {board.words.contactTheBoard}
        </ButtonLink>
        <ButtonLink href={href(contactHref('partner'))} variant="light">
          {board.words.explorePartnerships}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
