/** The card-payment provider (spec doc 1 §7 createCustomer / createCheckoutSession). */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** Spec createCustomer: {email, userId} -> customerId. */
  createCustomer(input: { email: string; userId: string }): Promise<string>;
}
