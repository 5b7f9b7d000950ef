import { SIGNUP_CREDITS } from '@wordreel/core/offer';
import { useState } from 'react';
import { Link } from 'react-router';
import { PLANS, yearlySaving, type Plan } from './plans.ts';
import { usePageTitle } from '../../components/layout/page-title.ts';
import { useCurrentUser } from '../../lib/auth.tsx';
import { BUY_CREDITS_PATH } from '../api-config/buy-credits-link.ts';
import './pricing-page.css';

type Billing = 'monthly' | 'yearly';

export function PricingPage() {
  usePageTitle('Pricing');
  const { user } = useCurrentUser();
  // The toggle changes the prices shown (the spec's toggle changed only its own look, which misled).
  const [billing, setBilling] = useState<Billing>('yearly');
  return (
    <div className="pricing container">
      <header className="pricing-header">
        <h1>Simple pricing for every creator</h1>
        <p className="section-lead">
          Every account starts with {SIGNUP_CREDITS} free credits. Upgrade when your channel grows.
        </p>
        {/* Plans are not sold yet: a signed-in creator is told plainly what their account already has. */}
        {user && (
          <p className="pricing-included" role="note">
            Everything these plans list is already in your account. You pay only for the credits your captions
            and exports use.
          </p>
        )}
        <div className="billing-toggle" role="group" aria-label="Billing period">
          <button type="button" aria-pressed={billing === 'monthly'} onClick={() => setBilling('monthly')}>
            Monthly
          </button>
          <button type="button" aria-pressed={billing === 'yearly'} onClick={() => setBilling('yearly')}>
            Yearly <span className="badge badge-accent">SAVE 33%</span>
          </button>
        </div>
      </header>

      <ul className="plan-grid">
        {PLANS.map((plan) => (
          <li key={plan.name} className={`card plan-card${plan.popular ? ' plan-popular' : ''}`}>
            {plan.popular && <p className="plan-flag">MOST POPULAR</p>}
            <h2>{plan.name}</h2>
            <p className="plan-price">
              <strong>${billing === 'yearly' ? plan.yearly : plan.monthly}</strong>
              <span> / month</span>
            </p>
            <p className="plan-billing">
              {billing === 'yearly' ? (
                <>
                  Billed yearly <span className="plan-save">save ${yearlySaving(plan)}</span>
                </>
              ) : (
                'Billed monthly'
              )}
            </p>
            <ul className="plan-features">
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <PlanAction plan={plan} />
          </li>
        ))}
      </ul>
      <p className="pricing-note muted">
        Prices in USD. Need API access? Credits cost $0.05 each and are bought from the{' '}
        <Link to={BUY_CREDITS_PATH}>API Config page</Link>.
      </p>
    </div>
  );
}

/**
 * A visitor signs up; a signed-in creator (for whom /signup leads back to the dashboard) goes to
 * where payment is taken today, the credit purchase on /api-config.
 */
function PlanAction({ plan }: { plan: Plan }) {
  const { user } = useCurrentUser();
  const className = `btn btn-block ${plan.popular ? 'btn-primary' : 'btn-secondary'}`;
  return user ? (
    <Link to={BUY_CREDITS_PATH} className={className} aria-label={`Buy credits (${plan.name})`}>
      Buy credits
    </Link>
  ) : (
    <Link to="/signup" className={className} aria-label={`Get started with ${plan.name}`}>
      Get started
    </Link>
  );
}
