import { eq } from 'drizzle-orm';
import { plainTextOf } from '../../modules/studybuddy/subject-html.ts';
import type { Tx } from '../client.ts';
import { personEmails } from '../schema/persons.ts';
import { studybuddySubjects } from '../schema/studybuddy.ts';

// A few study-buddy subjects written by the demo administrator, so the manager and the chatbot's search
// have something to show. Without files: the embedded mode's bucket lives in memory and would lose them
// at a restart while the rows stayed.

const demoSubjects = [
  {
    subject: 'Fotosyntes',
    subcategory: 'Biologi',
    subjectText:
      '<p>Växter omvandlar <b>ljusenergi</b> till kemisk energi. Koldioxid och vatten blir glukos och syre.</p><ul><li>Sker i kloroplasterna</li><li>Klorofyll fångar ljuset</li></ul>',
  },
  {
    subject: 'Andra världskriget',
    subcategory: 'Historia',
    subjectText:
      '<p>Kriget pågick 1939–1945. Sverige var officiellt neutralt men påverkades av handel och flyktingströmmar.</p>',
  },
  {
    subject: 'Ekvationer',
    subcategory: 'Matematik',
    subjectText:
      '<p>En <i>ekvation</i> är en likhet med en okänd. Lös ut x genom att göra samma sak på båda sidor.</p>',
  },
  {
    subject: 'Argumenterande text',
    subcategory: 'Svenska',
    subjectText:
      '<p>En argumenterande text har en tes, argument och motargument. Avsluta med en slutsats.</p>',
  },
];

export async function seedStudybuddy(tx: Tx, now: Date): Promise<void> {
  const [admin] = await tx
    .select({ personId: personEmails.personId })
    .from(personEmails)
    .where(eq(personEmails.email, 'admin@kansli.test'));
  const by = admin?.personId ?? null;
  await tx.insert(studybuddySubjects).values(
    demoSubjects.map((subject) => ({
      ...subject,
      plainText: plainTextOf(subject.subjectText),
      authorId: by,
      updatedBy: by,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
