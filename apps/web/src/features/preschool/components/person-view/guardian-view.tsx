import { sharedCustodyText } from '@kansli/domain/preschool/line-texts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';
import { usePreschoolScreen } from '@/features/preschool/state/screen-context.ts';
import { GuardianInvoices } from './guardian-invoices.tsx';
import { InvoiceBars, InvoiceBarsSkeleton } from './invoice-bars.tsx';
import { PersonCards, PersonCardsSkeleton } from './person-cards.tsx';
import {
  FAILED_TEXT,
  fullName,
  monthTitle,
  sharedGuardiansInOverview,
  shareText,
  useCurrentOverview,
} from './view-data.ts';
import { EmptyText, Fact, FactList, PersonViewFrame, ViewSection } from './view-layout.tsx';

/** A guardian's contact data and note, shown when the data carries them. */
export type GuardianContact = Partial<
  Record<'phone' | 'street_address' | 'postal_code' | 'city' | 'note', string | null>
>;

function ContactFacts({ guardian }: { guardian: PreschoolPerson & GuardianContact }) {
  const email = guardian.email || guardian.sub;
  const postalTown = [guardian.postal_code, guardian.city].filter(Boolean).join(' ');
  const address = [guardian.street_address, postalTown].filter(Boolean).join('\n');
  return (
    <FactList>
      <Fact label="E-post">{email && <Link href={`mailto:${email}`}>{email}</Link>}</Fact>
      {guardian.phone && (
        <Fact label="Telefon">
          <Link href={`tel:${guardian.phone.replace(/[^\d+]/g, '')}`}>{guardian.phone}</Link>
        </Fact>
      )}
      {address && <Fact label="Adress">{address}</Fact>}
      {guardian.note && <Fact label="Anteckning">{guardian.note}</Fact>}
    </FactList>
  );
}

/**
 * Spec 2.8: a guardian, read-only. The other guardians of the guardian's children and the children's
 * invoice lines come from the unit's overview of the current month, which holds the active children.
 */
export function GuardianView({ guardian }: { guardian: PreschoolPerson & GuardianContact }) {
  const { canBill } = usePreschoolScreen();
  const overview = useCurrentOverview(true);
  const failed = !overview.isPending && overview.children === undefined;

  return (
    <PersonViewFrame name={fullName(guardian)} editable={guardian}>
      <ContactFacts guardian={guardian} />

      <ViewSection title="Barn">
        <PersonCards
          type="child"
          label="Barn"
          emptyText="Inga barn kopplade"
          people={guardian.children.map((child) => ({
            ...child,
            details: [child.department, shareText(child.percent)],
          }))}
        />
      </ViewSection>

      <ViewSection title="Delad vårdnad">
        {overview.isPending ? (
          <PersonCardsSkeleton label="Laddar delad vårdnad" />
        ) : failed ? (
          <EmptyText>{FAILED_TEXT}</EmptyText>
        ) : (
          <PersonCards
            type="legalguardian"
            label="Delad vårdnad"
            emptyText="Ingen delad vårdnad"
            people={sharedGuardiansInOverview(guardian, overview.children ?? []).map((shared) => ({
              ...shared.guardian,
              details: [shared.guardian.email, `Barn: ${shared.children.join(', ')}`],
            }))}
          />
        )}
      </ViewSection>

      <ViewSection title="Debitering" subtitle={monthTitle(overview.month)}>
        {guardian.children.length === 0 ? (
          <EmptyText>Inga barn kopplade</EmptyText>
        ) : overview.isPending ? (
          <InvoiceBarsSkeleton />
        ) : failed ? (
          <EmptyText>{FAILED_TEXT}</EmptyText>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {guardian.children.map((child) => (
              <Box key={child.id}>
                <Typography variant="body1" component="h4" sx={{ fontWeight: 600 }}>
                  {fullName(child)}
                </Typography>
                {child.percent !== null && child.percent < 100 && (
                  <Typography variant="body2" color="text.secondary">
                    {sharedCustodyText(child.percent)}
                  </Typography>
                )}
                <Box sx={{ mt: 1 }}>
                  <InvoiceBars
                    lines={overview.children?.find((row) => row.id === child.id)?.invoice_lines ?? []}
                    emptyText="Ingen debitering under månaden"
                  />
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </ViewSection>

      {canBill && <GuardianInvoices key={guardian.id} guardianId={guardian.id} />}
    </PersonViewFrame>
  );
}
