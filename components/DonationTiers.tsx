import type { DonationTier } from '../content/donate';
import { amountParts } from '../content/lib/words/money';
import { Card } from './Card';
import { Grid } from './Grid';
import { Icon } from './Icon';

/**
 * What each amount pays for: in dollars, with the shillings the organisation sets beside them in English and
 * in their place in Kiswahili (content/lib/words/money.ts); a tier without shillings shows its dollars alone.
 */
export function DonationTiers({ tiers }: { tiers: DonationTier[] }) {
  return (
    <Grid columns={4}>
      {tiers.map((tier) => {
        const { main, beside } = amountParts(tier);
        return (
          <Card
            key={tier.amount}
            title={
              <>
                <span className="donate-tier__amount">{main}</span>
                {beside && (
                  <>
                    {' '}
                    <span className="donate-tier__shillings">{beside}</span>
                  </>
                )}
              </>
            }
            accent={<Icon name={tier.icon} size={32} />}
          >
            <p>{tier.impact}</p>
          </Card>
        );
      })}
    </Grid>
  );
}
