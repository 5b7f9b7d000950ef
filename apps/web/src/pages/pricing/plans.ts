/**
 * The three plans of spec section 9 (USD). The yearly price is per month, billed yearly; the monthly
 * price is what the yearly saving implies (spec: save $109/$229/$349 a year), rounded to whole dollars.
 * Features list only what Wordreel does today.
 */
export interface Plan {
  name: string;
  yearly: number;
  monthly: number;
  popular?: boolean;
  features: string[];
}

export const PLANS: Plan[] = [
  {
    name: 'Starter',
    yearly: 20,
    monthly: 29,
    features: [
      'No watermark',
      'Word-timed AI captions in English and Hindi',
      'Nine caption themes with your own colours',
      'Export in 1080p at 30 FPS',
    ],
  },
  {
    name: 'Professional',
    yearly: 40,
    monthly: 59,
    popular: true,
    features: [
      'Everything in Starter',
      'Background music or your own track',
      'AI titles, descriptions and hashtags',
      'Fix captions by pasting your script',
      'SRT and VTT caption files',
    ],
  },
  {
    name: 'Business',
    yearly: 60,
    monthly: 89,
    features: [
      'Everything in Professional',
      'API access with your own key',
      'Credits for API use at $0.05 each',
    ],
  },
];

/** What a year costs less when billed yearly. */
export function yearlySaving(plan: Plan): number {
  return (plan.monthly - plan.yearly) * 12;
}
