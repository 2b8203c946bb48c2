import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSegments } from '@/features/superadmin/api/list-segments.ts';
import { Columns } from '../column.tsx';
import { SegmentColumn } from '../segment-column.tsx';
import { FlagCheckboxColumn } from './flag-checkbox-column.tsx';
import { FlagChoiceColumn } from './flag-choice-column.tsx';
import { RoleCheckboxColumn } from './role-checkbox-column.tsx';
import { RoleColumn } from './role-column.tsx';

type Order = 'role-first' | 'permission-first';

const ORDER_TEXTS: Record<Order, string> = {
  'role-first': 'Roll först',
  'permission-first': 'Behörighet först',
};

/**
 * 'Roller' (spec part 2, 2): which roles hold which flags, role-first or permission-first; the swap
 * button toggles them and keeps the chosen segment. A checkbox is saved at once.
 */
export function RolesView() {
  const [order, setOrder] = useState<Order>('role-first');
  const [roleId, setRoleId] = useState<number | null>(null);
  const [segmentId, setSegmentId] = useState<number | null>(null);
  const [flagId, setFlagId] = useState<number | null>(null);
  const segments = useSegments();
  const segment = segments.data?.find((candidate) => candidate.id === segmentId) ?? null;
  const flag = segment?.flags.find((candidate) => candidate.id === flagId) ?? null;
  const other: Order = order === 'role-first' ? 'permission-first' : 'role-first';

  const segmentColumn = (
    <SegmentColumn
      selectedId={segmentId}
      onSelect={(chosen) => {
        setSegmentId(chosen.id);
        setFlagId(null);
      }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {ORDER_TEXTS[order]}
        </Typography>
        <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setOrder(other)}>
          {`Visa ${ORDER_TEXTS[other].toLowerCase()}`}
        </Button>
      </Box>
      {order === 'role-first' ? (
        <Columns>
          <RoleColumn selectedId={roleId} onSelect={setRoleId} />
          {segmentColumn}
          <FlagCheckboxColumn roleId={roleId} segment={segment} />
        </Columns>
      ) : (
        <Columns>
          {segmentColumn}
          <FlagChoiceColumn segment={segment} selectedId={flagId} onSelect={setFlagId} />
          <RoleCheckboxColumn segment={segment} flag={flag} />
        </Columns>
      )}
    </Box>
  );
}
