import type { CompetitionEvent } from '../content/schemas/competitions';

/**
 * What a visitor is told about registering for an event (spec section 4). It follows from `registrationOpen`
 * alone, so the featured block and the grid cards can never disagree.
 */
export function registrationFor({ registrationOpen }: Pick<CompetitionEvent, 'registrationOpen'>) {
  return registrationOpen
    ? ({ open: true, status: 'Registration Open', action: 'Register Now', badge: 'Open', badgeTone: 'green' } as const)
    : ({
        open: false,
        status: 'Registration Opens Soon',
        action: 'Learn More',
        badge: 'Coming Soon',
        badgeTone: 'yellow',
      } as const);
}
