// The streets, communes and preschool departments of the demo organisation.

export const streets = [
  'Storgatan',
  'Kyrkogatan',
  'Skolgatan',
  'Drottninggatan',
  'Kungsgatan',
  'Parkvägen',
  'Björkvägen',
  'Ekvägen',
  'Tallvägen',
  'Granvägen',
  'Lönnvägen',
  'Sjövägen',
  'Ängsvägen',
  'Backvägen',
  'Solvägen',
  'Åsgatan',
  'Hamngatan',
];

/** Communes of the Stockholm region with a postal code prefix each. */
export const communes = [
  ['Stockholm', '114'],
  ['Solna', '169'],
  ['Sundbyberg', '172'],
  ['Nacka', '131'],
  ['Huddinge', '141'],
  ['Järfälla', '177'],
  ['Täby', '183'],
  ['Lidingö', '181'],
] as const;

export const preschoolDepartments = [
  'Humlan',
  'Myran',
  'Fjärilen',
  'Nyckelpigan',
  'Snigeln',
  'Ekorren',
  'Igelkotten',
  'Räven',
  'Ugglan',
];
