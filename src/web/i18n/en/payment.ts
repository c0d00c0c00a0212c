/** English texts of the payment screens (owned by that feature). */
export const payment = {};
