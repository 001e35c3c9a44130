// Hash streams of the fundamentals models. The price model uses 1..17 and the dividend and
// share-count models 101..107, so these start at 201 to stay independent of both.
export const FSTREAM = {
  reportLag: 201,
  reportJitter: 202,
  season: 203,
  growth: 204,
  epsNoise: 205,
  surprise: 206,
  margin: 207,
  marginNoise: 208,
  costs: 209,
  balance: 210,
  cashFlow: 211,
  analysts: 212,
  profile: 213,
  capitalFlow: 214,
  fund: 215,
  holdings: 216,
  navPremium: 217,
  revenueSurprise: 218,
} as const;
