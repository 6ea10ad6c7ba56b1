/** 200 people, as a company with many administrators has. */
export const people = Array.from({ length: 200 }, (_, n) => ({
  value: `user-${n + 1}`,
  label: `${['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara'][n % 5]} ${['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov'][Math.floor(n / 5) % 5]} ${n + 1}`,
}));
