/** The three plans of spec section 9 (USD per month, billed yearly). */
export interface Plan {
  name: string;
  price: number;
  yearlySaving: number;
  popular?: boolean;
  features: string[];
}

export const PLANS: Plan[] = [
  {
    name: 'Starter',
    price: 20,
    yearlySaving: 109,
    features: [
      'No watermark',
      'AI auto captions for 15 videos a month',
      'Export in 1080p at 30 FPS',
      'Limited stock video and audio',
    ],
  },
  {
    name: 'Professional',
    price: 40,
    yearlySaving: 229,
    popular: true,
    features: [
      'Everything in Starter',
      'All AI features',
      'AI captions for 40 videos a month',
      'Premium and custom caption themes',
      'Full stock video and audio library',
    ],
  },
  {
    name: 'Business',
    price: 60,
    yearlySaving: 349,
    features: [
      'Everything in Pro',
      'Long video export (up to 30 minutes)',
      'Unlimited captions',
      'Export in 4K at 60 FPS',
      'Priority support',
    ],
  },
];
