// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DonationTiers } from '../../components/DonationTiers';
import donate from '../../content/donate';
import { screen } from '../support/screen';

afterEach(cleanup);

const amounts = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('DonationTiers', () => {
  it('gives the spec’s dollar amounts only, with no exchange rate', () => {
    render(<DonationTiers tiers={donate.tiers} words={donate.shillings} />);
    expect(amounts()).toEqual(['$25', '$100', '$500', '$1,000']);
    expect(document.body.textContent).not.toMatch(/KSh/);
  });

  it('adds shillings beside the dollars, and says the rate and its date, when the site record holds both', () => {
    render(
      <DonationTiers tiers={donate.tiers} words={donate.shillings} rate={{ kesPerUsd: 129.25, date: '2025-03-03' }} />,
    );
    expect(amounts()).toEqual(['$25KSh 3,231', '$100KSh 12,925', '$500KSh 64,625', '$1,000KSh 129,250']);
    expect(screen.getByText('Shilling amounts at KSh 129.25 to the US dollar, the rate on 3 March 2025.')).toBeTruthy();
  });
});
