// The shared spreadsheets the SMS card can read in the embedded mode (README 'Try the SMS card'). The
// numbers are of the range PTS keeps for fiction (070-174 06 05 to 070-174 06 99), so none reaches
// anyone; those ending in 13 fail in the 46elks sandbox, so a delivery list shows a failure too.

export interface DemoSheet {
  id: string;
  title: string;
  sheets: { title: string; values: (string | number)[][] }[];
}

/** A spreadsheet's shared link, as staff paste it. */
export const sheetLinkOf = (id: string) => `https://docs.google.com/spreadsheets/d/${id}/edit?usp=sharing`;

const fiction = (n: number) => `070-174 06 ${String(n).padStart(2, '0')}`;

export const demoSmsSheets: DemoSheet[] = [
  {
    id: 'demo-sms-klass-7a',
    title: 'Vårdnadshavare klass 7A',
    sheets: [
      {
        title: 'Blad1',
        values: [
          ['Elev', 'Vårdnadshavare', 'Mobil'],
          ['Alva', 'Maria Lind', fiction(5)],
          ['Alva', 'Jonas Lind', '+46 70 174 06 06'],
          ['Elias', 'Sara Ek', 701740607],
          ['Hugo', 'Ali Haddad', '0046701740608'],
          ['Ines', 'Eva Berg', fiction(9)],
          ['Liam', 'Anna Nowak', fiction(10)],
          ['Maja', 'Per Holm', fiction(11)],
          ['Noah', 'Lena Ström', fiction(12)],
          ['Olivia', 'Karin Abdi', fiction(13)],
          ['Saga', 'Johan Rossi', fiction(14)],
        ],
      },
    ],
  },
  {
    id: 'demo-sms-personal',
    title: 'Personal Nordljus grundskola Centrum',
    sheets: [
      {
        title: 'Personal',
        values: [
          ['Namn', 'Telefon'],
          ['Karin Nilsson', fiction(20)],
          ['Henrik Ek', fiction(21)],
          ['Lotta Sjö', fiction(22)],
        ],
      },
    ],
  },
  {
    id: 'demo-sms-blandat',
    title: 'Blandad lista med fel och dubbletter',
    sheets: [
      {
        title: 'Blad1',
        values: [
          ['Namn', 'Nummer', 'Anteckning'],
          ['Anna', fiction(30), ''],
          ['Anna igen', '+46701740630', 'samma nummer skrivet på annat sätt'],
          ['Bo', '08-123 456 78', 'fast telefon'],
          ['Cecilia', '12345', 'för kort'],
          ['David', fiction(31), ''],
          ['David', fiction(31), 'dubblett'],
          ['Eva', 'ring efter 17', ''],
          ['Fredrik', 701740632, ''],
        ],
      },
    ],
  },
];
