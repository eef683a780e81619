// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DonationTiers } from '../../components/DonationTiers';
import donate from '../../content/donate';
import { screen } from '../support/screen';

afterEach(cleanup);

const amounts = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('DonationTiers', () => {
  it('gives the spec’s dollar amounts only, where no shillings are set', () => {
    render(<DonationTiers tiers={donate.tiers} />);
    expect(amounts()).toEqual(['$25', '$100', '$500', '$1,000']);
    expect(document.body.textContent).not.toMatch(/KSh/);
  });

  it('adds the shillings the organisation sets beside the dollars, in the English edition', () => {
    const shillings = [3000, 13000, 65000, 130000];
    render(<DonationTiers tiers={donate.tiers.map((tier, i) => ({ ...tier, shillings: shillings[i] }))} />);
    expect(amounts()).toEqual(['$25 KSh 3,000', '$100 KSh 13,000', '$500 KSh 65,000', '$1,000 KSh 130,000']);
  });
});
