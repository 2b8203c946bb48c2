import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { PreschoolPerson } from '@/features/preschool/api/search-persons.ts';

// Spec 2.6: persons are dragged from the search results into the open register form. The form's list
// of linked persons is the one drop target; a keyboard user adds with the button beside each result.

export interface RegisterTarget {
  /** The person type the open form links: guardians on a child, children on a guardian. */
  accepts: PreschoolPerson['type'];
  add(person: PreschoolPerson): void;
}

const DROP_ID = 'register-form-links';

const TargetContext = createContext<{
  target: RegisterTarget | null;
  setTarget(target: RegisterTarget | null): void;
} | null>(null);

const personName = (person: PreschoolPerson) => `${person.given_name} ${person.family_name}`;

export function RegisterDndProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<RegisterTarget | null>(null);
  const [dragged, setDragged] = useState<PreschoolPerson | null>(null);
  // A click on a result selects it; only a move of a few pixels starts a drag.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const context = useMemo(() => ({ target, setTarget }), [target]);

  const onDragEnd = ({ over }: DragEndEvent) => {
    if (over?.id === DROP_ID && dragged && target?.accepts === dragged.type) target.add(dragged);
    setDragged(null);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={({ active }) => setDragged((active.data.current?.person as PreschoolPerson) ?? null)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements: {
          onDragStart: () => `${dragged ? personName(dragged) : 'Personen'} lyfts`,
          onDragOver: ({ over }) => (over ? 'Över formulärets lista' : 'Utanför formulärets lista'),
          onDragEnd: ({ over }) => (over ? 'Personen lades till' : 'Personen släpptes utanför listan'),
          onDragCancel: () => 'Dragningen avbröts',
        },
      }}
    >
      <TargetContext.Provider value={context}>{children}</TargetContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Paper
            elevation={6}
            sx={{ px: 2, py: 1.5, fontWeight: 600, cursor: 'grabbing', width: 'max-content' }}
          >
            {personName(dragged)}
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}

/** The open form that takes persons, or null in normal mode. */
export function useRegisterTarget(): RegisterTarget | null {
  return useContext(TargetContext)?.target ?? null;
}

/** Makes the form's list the drop target and the add buttons' receiver while the form is open. */
export function useRegisterDrop(accepts: RegisterTarget['accepts'], add: (person: PreschoolPerson) => void) {
  const setTarget = useContext(TargetContext)?.setTarget;
  useEffect(() => {
    setTarget?.({ accepts, add });
    return () => setTarget?.(null);
  }, [setTarget, accepts, add]);
  return useDroppable({ id: DROP_ID });
}

/** A search result that can be dragged when the open form takes its type. */
export function DraggablePerson({ person, children }: { person: PreschoolPerson; children: ReactNode }) {
  const target = useRegisterTarget();
  const enabled = target?.accepts === person.type;
  const { listeners, setNodeRef, isDragging } = useDraggable({
    id: `${person.type}-${person.id}`,
    data: { person },
    disabled: !enabled,
  });
  // Only the pointer drags: the result's own button stays the keyboard's, and the add button beside it
  // is the keyboard's way to link.
  return (
    <Box
      ref={setNodeRef}
      {...(enabled ? listeners : {})}
      sx={{
        opacity: isDragging ? 0.4 : 1,
        cursor: enabled ? 'grab' : undefined,
        touchAction: enabled ? 'none' : undefined,
      }}
    >
      {children}
    </Box>
  );
}
