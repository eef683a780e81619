import type { Donate, DonationTier } from '../content/donate';
import { formatDate } from '../content/lib/time/dates';
import { fill } from '../content/lib/words/template';
import type { Site } from '../content/site';
import { Card } from './Card';
import { Grid } from './Grid';
import { Icon } from './Icon';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/**
 * What each amount pays for, in the spec's dollars. Shillings appear beside them only when the site record
 * holds a rate and the day it was taken, and the note under the cards says both: a shilling figure without
 * them would be a guess.
 */
export function DonationTiers({
  tiers,
  rate,
  words,
}: {
  tiers: DonationTier[];
  rate?: Site['giving']['exchangeRate'];
  words: Donate['shillings'];
}) {
  return (
    <>
      <Grid columns={4}>
        {tiers.map((tier) => (
          <Card
            key={tier.amount}
            title={
              <>
                <span className="donate-tier__amount">{usd.format(tier.amount)}</span>
                {rate && (
                  <span className="donate-tier__shillings">
                    {fill(words.amount, { amount: whole.format(Math.round(tier.amount * rate.kesPerUsd)) })}
                  </span>
                )}
              </>
            }
            accent={<Icon name={tier.icon} size={32} />}
          >
            <p>{tier.impact}</p>
          </Card>
        ))}
      </Grid>
      {rate && (
        <p className="donate-tier__rate">{fill(words.note, { rate: rate.kesPerUsd, date: formatDate(rate.date) })}</p>
      )}
    </>
  );
}
